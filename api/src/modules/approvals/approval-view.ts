import { type ApprovalRequestView, ApprovalState, PaymentMethod } from '@shop/shared/contracts';
import { feningaToKm } from '../../lib/money';
import { toOrderLine } from '../checkout';
import type { ApprovalLineRow, ApprovalRequestRow, StoredCustomer } from './approval-repository';

export const storedCustomerOf = (row: ApprovalRequestRow): StoredCustomer => JSON.parse(row.customer_json);

export function toApprovalView(row: ApprovalRequestRow, lines: readonly ApprovalLineRow[]): ApprovalRequestView {
  const { kupac, r1 } = storedCustomerOf(row);
  return {
    id: row.id,
    stanje: ApprovalState.parse(row.state),
    kupac: { ime: row.buyer_name, email: row.buyer_email },
    dostava: { ...kupac, napomena: kupac.napomena ?? '' },
    r1: r1 ?? null,
    nacin_placanja: PaymentMethod.parse(row.payment_method),
    stavke: lines.map(toOrderLine),
    ukupno: feningaToKm(row.total_minor),
    granica: feningaToKm(row.limit_minor),
    datum: row.created_at,
    odluka:
      row.decided_at === null ? null : { ko: row.decider_name, datum: row.decided_at, razlog: row.decline_reason },
    narudzba: row.order_id !== null && row.order_number ? { broj: row.order_number, id: row.order_id } : null,
  };
}

/** Each request with its lines (one query for all the lines). */
export function toApprovalViews(rows: readonly ApprovalRequestRow[], lines: readonly ApprovalLineRow[]) {
  return rows.map((row) =>
    toApprovalView(
      row,
      lines.filter((line) => line.request_id === row.id),
    ),
  );
}
