import { endpoints, totalsMinor } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { currentUnitPriceMinor } from '../../mappers/cart';
import { enqueueEmail } from '../../outbox/enqueue';
import { renderProformaPdf } from '../../pdf/proforma-pdf';
import { PROFORMA_VALID_DAYS } from '../../pdf/seller';
import { findProductsForCheckout } from '../../repositories/checkout-products';
import { insertProformaRequest, type NewProformaItem } from '../../repositories/proformas';
import { proformaEmails } from './proforma-email';
import { mergeRequestedLines } from './requested-lines';

const DAY_MS = 24 * 60 * 60 * 1000;

/** PR-2026-000042: the year of issue and the request's id. */
export function proformaNumber(id: number, issuedAt: Date): string {
  return `PR-${issuedAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

const proformaRoutes: FastifyPluginAsync = async (app) => {
  /**
   * SPEC §7: stores the request with the items' current prices, and queues the PDF pro-forma to the customer and to
   * staff in the same transaction (both are kept, or neither).
   */
  routeEndpoint(app, endpoints.zatraziPredracun, async (request) => {
    const { products, customer } = request.body.data;
    const quantities = mergeRequestedLines(products);
    const session = await request.getSession();

    const number = await app.db.transaction().execute(async (trx) => {
      const rows = new Map((await findProductsForCheckout(trx, [...quantities.keys()])).map((row) => [row.id, row]));
      const items: NewProformaItem[] = [...quantities].map(([productId, quantity]) => {
        const row = rows.get(productId);
        if (!row) throw new HttpError('PRODUCT_NOT_FOUND');
        if (row.stock <= 0) throw new HttpError('OUT_OF_STOCK');
        return { productId, productName: row.name, quantity, unitPriceMinor: currentUnitPriceMinor(row) };
      });

      const { id, createdAt } = await insertProformaRequest(trx, {
        sessionId: session?.id ?? null,
        userId: session?.user_id ?? null,
        customer,
        items,
      });
      const issuedAt = new Date(createdAt);
      const number = proformaNumber(id, issuedAt);
      const validUntil = new Date(issuedAt.getTime() + PROFORMA_VALID_DAYS * DAY_MS);
      const pdf = await renderProformaPdf({
        number,
        issuedAt,
        validUntil,
        buyer: customer,
        lines: items.map((item) => ({
          name: item.productName,
          quantity: item.quantity,
          unitPriceMinor: item.unitPriceMinor,
        })),
        totals: totalsMinor(items, false),
      });
      for (const email of proformaEmails({ number, customer, validUntil, pdf }, app.outbox.staffEmail)) {
        await enqueueEmail(trx, email);
      }
      return number;
    });
    return { status: 200 as const, broj_predracuna: number };
  });
};

export default proformaRoutes;
