import { type DeliveryDetails, type R1Invoice, totalsMinor, vatIncludedMinor } from '@shop/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { CatalogChanges } from '../../plugins/app/catalog-changes';
import type { EmailContext } from '../accounts';
import type { NewOrderLine } from './order-repository';
import { recordOrder } from './record-order';

/**
 * An order at prices agreed beforehand (an accepted quote, issue 27), not the cart's: paid by bank transfer, with its
 * own delivery cost. Stock is taken as checkout takes it (recordOrder; a short line throws StockShort). The
 * confirmation email goes as for any order.
 */
export async function placeFixedPriceOrder(
  trx: Transaction<Database>,
  changes: CatalogChanges,
  order: {
    sessionId: string;
    userId: number | null;
    customer: DeliveryDetails;
    r1?: R1Invoice;
    lines: NewOrderLine[];
    deliveryMinor: number;
    emailContext: EmailContext;
  },
): Promise<{ id: number; number: string }> {
  const { lines, deliveryMinor } = order;
  const { subtotal } = totalsMinor(lines, false);
  const total = subtotal + deliveryMinor;
  const totals = { subtotal, shipping: deliveryMinor, vat: vatIncludedMinor(total), total };
  return recordOrder(trx, changes, { ...order, paymentMethod: 'uplatnica', totals, confirm: true });
}
