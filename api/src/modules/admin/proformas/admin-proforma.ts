import { type AdminProforma, type AdminProformaSummary, totalsMinor } from '@shop/shared/contracts';
import { feningaToKm } from '../../../lib/money';
import { PROFORMA_VALID_DAYS, type ProformaDocument } from '../../documents';
import { proformaNumber } from '../../proforma';
import type { ProformaItemRow, ProformaRow } from './admin-proforma-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const doneMark = (at: string | null, by: string | null) => (at === null ? null : { at, by: by ?? '' });

export function toAdminProformaSummary(row: ProformaRow & { total_minor: number }): AdminProformaSummary {
  return {
    id: row.id,
    number: proformaNumber(row.id, new Date(row.created_at)),
    createdAt: row.created_at,
    companyName: row.company_name,
    contactPerson: row.contact_person,
    email: row.email,
    total: feningaToKm(row.total_minor),
    answered: doneMark(row.answered_at, row.answered_by),
  };
}

const linesOf = (items: ProformaItemRow[]) =>
  items.map((item) => ({ unitPriceMinor: item.unit_price_minor, quantity: item.quantity }));

export function toAdminProforma(row: ProformaRow, items: ProformaItemRow[]): AdminProforma {
  const totals = totalsMinor(linesOf(items), false);
  return {
    ...toAdminProformaSummary({ ...row, total_minor: totals.total }),
    jib: row.jib,
    phone: row.phone,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    lines: items.map((item) => ({
      productId: item.product_id,
      name: item.product_name,
      quantity: item.quantity,
      unitPrice: feningaToKm(item.unit_price_minor),
      lineTotal: feningaToKm(item.unit_price_minor * item.quantity),
    })),
    vat: feningaToKm(totals.vat),
  };
}

/** The document the customer was emailed, rebuilt from the stored request: same number, date, prices and validity. */
export function proformaDocumentOf(row: ProformaRow, items: ProformaItemRow[]): ProformaDocument {
  const issuedAt = new Date(row.created_at);
  return {
    number: proformaNumber(row.id, issuedAt),
    issuedAt,
    validUntil: new Date(issuedAt.getTime() + PROFORMA_VALID_DAYS * DAY_MS),
    buyer: {
      naziv: row.company_name,
      jib: row.jib,
      kontakt: row.contact_person,
      email: row.email,
      grad: row.city,
      posta: row.postal_code,
      adresa: row.address,
      broj: row.phone,
    },
    lines: items.map((item) => ({
      name: item.product_name,
      quantity: item.quantity,
      unitPriceMinor: item.unit_price_minor,
    })),
    totals: totalsMinor(linesOf(items), false),
  };
}
