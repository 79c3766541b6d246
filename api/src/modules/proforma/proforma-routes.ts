import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sessionKey } from '../../db/item-owner';
import { routeEndpoint } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { requestLanguage } from '../../http/language';
import { enqueueEmail } from '../../outbox/enqueue';
import { guestRegistrationInvite } from '../accounts';
import { PROFORMA_VALID_DAYS, renderProformaPdf } from '../documents';
import { currentUnitPriceMinor } from '../pricing';
import { proformaDocumentLines, proformaTotals } from './proforma-document';
import { proformaEmails } from './proforma-email';
import { proformaNumber } from './proforma-number';
import { hasProformaRequestToEmailSince, insertProformaRequest, type NewProformaItem } from './proforma-repository';
import { mergeRequestedLines } from './requested-lines';
import { findProductsForCheckout } from './requested-products';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The customer's copy goes to one address at most once in this window (issue 13: the form mailed a PDF with the
 * caller's text to any address, 57 a second); the staff's copy always goes, so no request is lost.
 */
const CUSTOMER_COPY_WINDOW_MS = 10 * 60_000;

const proformaRoutes: FastifyPluginAsync = async (app) => {
  /**
   * SPEC §7: stores the request with the items' current prices, and queues the PDF pro-forma to the customer and to
   * staff in the same transaction (both are kept, or neither).
   */
  routeEndpoint(app, endpoints.zatraziPredracun, async (request, reply) => {
    const { products, customer } = request.body.data;
    const quantities = mergeRequestedLines(products);
    const session = await request.getSession();
    // Per session and per email, with a higher ceiling per address: an office behind one address is not refused
    // for its colleagues' requests (issue 24); the refusal gives the shop's phone and email.
    await app.hitRateLimit(request, reply, 'proforma', { session: sessionKey(session), email: customer.email });

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
        language: requestLanguage(request),
      });
      const issuedAt = new Date(createdAt);
      const number = proformaNumber(id, issuedAt);
      const validUntil = new Date(issuedAt.getTime() + PROFORMA_VALID_DAYS * DAY_MS);
      const lines = items.map((item) => ({
        name: item.productName,
        quantity: item.quantity,
        unitPriceMinor: item.unitPriceMinor,
      }));
      // The PDF and the email in the page's language (issue 26).
      const emailContext = { origin: request.siteOrigin(), language: requestLanguage(request) };
      const { language } = emailContext;
      const document = { lines: proformaDocumentLines(lines, language), totals: proformaTotals(lines) };
      const pdf = await renderProformaPdf({ number, language, issuedAt, validUntil, buyer: customer, ...document });
      const windowStart = new Date(issuedAt.getTime() - CUSTOMER_COPY_WINDOW_MS).toISOString();
      const sendCustomerCopy = !(await hasProformaRequestToEmailSince(trx, customer.email, windowStart, id));
      // A guest's copy ends with the one-click account invitation (none when the address has an account).
      const invite =
        sendCustomerCopy && !session?.user_id
          ? await guestRegistrationInvite(trx, customer.email, emailContext)
          : undefined;
      const [customerCopy, staffNotice] = proformaEmails(
        { number, customer, validUntil, pdf, ...document },
        app.outbox.staffEmail,
        { ...emailContext, invite },
      );
      if (sendCustomerCopy) await enqueueEmail(trx, customerCopy);
      await enqueueEmail(trx, staffNotice);
      return number;
    });
    return { status: 200 as const, broj_predracuna: number };
  });
};

export default proformaRoutes;
