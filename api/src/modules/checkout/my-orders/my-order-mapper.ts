import type { AccountOrder, AccountOrderSummary, OrderStatus } from '@shop/shared/contracts';
import { feningaToKm } from '../../../lib/money';
import { toOrder } from '../order-mapper';
import type { OrderRow } from '../order-repository';
import type { OrderLineWithProduct } from './my-order-repository';

/** Who placed an order, as the viewer's list and detail show it: nobody for the viewer's own. */
export const ordererFor = (viewerId: number, row: { user_id: number | null; orderedBy: string | null }) =>
  row.user_id === viewerId ? null : row.orderedBy;

export function toAccountOrderSummary(
  row: {
    id: number;
    number: string | null;
    status: string;
    total_minor: number;
    created_at: string;
    itemCount: number;
    imageUrl: string | null;
  },
  orderedBy: string | null,
): AccountOrderSummary {
  return {
    id: row.id,
    broj: row.number ?? String(row.id),
    datum: row.created_at,
    status: row.status as OrderStatus,
    broj_artikala: row.itemCount,
    url_slike: row.imageUrl,
    ukupno: feningaToKm(row.total_minor),
    narucilac: orderedBy,
  };
}

/** The confirmation page's order (with its payment state) plus the account's product links, images and timeline. */
export function toAccountOrder(
  row: OrderRow,
  lines: OrderLineWithProduct[],
  history: { status: string; created_at: string }[],
  orderedBy: string | null = null,
): AccountOrder {
  const order = toOrder(row, lines);
  return {
    ...order,
    id: row.id,
    narucilac: orderedBy,
    stavke: order.stavke.map((line, index) => ({
      ...line,
      slug: lines[index]?.slug ?? null,
      url_slike: lines[index]?.image_url ?? null,
    })),
    istorija: history.map((entry) => ({ status: entry.status as OrderStatus, datum: entry.created_at })),
  };
}
