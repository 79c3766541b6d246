import {
  type AdminProformaQuote,
  endpoints,
  linesMissingReason,
  type QuoteDraft,
  sarajevoDate,
} from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { routeEndpoint } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { RequestValidationError } from '../../http/validation';
import { feningaToKm, kmToFeninga } from '../../lib/money';
import { enqueueEmail } from '../../outbox/enqueue';
import { staffUserOf } from '../../plugins/app/staff-access';
import { recordAudit } from '../admin/audit';
import { findProforma, listProformaItems, markProformaAnswered, type ProformaRow } from '../admin/proformas';
import { loadQuote } from './load-quote';
import { renderQuotePdf } from './quote-document';
import { quoteEmail } from './quote-emails';
import {
  findQuoteOfProforma,
  insertQuote,
  insertQuoteLines,
  insertQuoteMessage,
  type NewQuoteLine,
  reviseQuote,
} from './quote-repository';
import { staffMaySend } from './quote-state';
import { newQuoteToken } from './quote-token';
import { quoteNumber, toQuote, toQuoteLine } from './quote-view';
import { startingPrices } from './starting-price';

type Draft = z.output<typeof QuoteDraft>;

/** The request's quote as the editor shows it, with the request's own lines at their starting prices. */
async function proformaQuote(db: DbOrTransaction, proforma: ProformaRow, now: Date): Promise<AdminProformaQuote> {
  const [quote, items] = await Promise.all([findQuoteOfProforma(db, proforma.id), listProformaItems(db, proforma.id)]);
  const prices = await startingPrices(
    db,
    items.map((item) => ({ productId: item.product_id, quantity: item.quantity })),
    { userId: proforma.user_id },
  );
  const startingLines = items.map((item) => {
    const priceMinor = prices.get(item.product_id)?.priceMinor ?? item.unit_price_minor;
    return toQuoteLine({
      id: item.id,
      quote_id: 0,
      product_id: item.product_id,
      product_name: item.product_name,
      quantity: item.quantity,
      starting_price_minor: priceMinor,
      unit_price_minor: priceMinor,
      price_reason: null,
    });
  });
  return {
    quote: quote ? toQuote(await loadQuote(db, quote), now) : null,
    startingLines,
    canSend: staffMaySend(quote),
  };
}

/**
 * The draft's lines at the prices staff set, each checked against its starting price: a different price needs a
 * reason (400 with the line's field), an unknown product is refused.
 */
async function pricedLines(db: DbOrTransaction, draft: Draft, buyer: { userId: number | null }) {
  const prices = await startingPrices(
    db,
    draft.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
    buyer,
  );
  const startingKm = (productId: number) => {
    const start = prices.get(productId);
    return start && feningaToKm(start.priceMinor);
  };
  const missingReasons = linesMissingReason(draft.lines, startingKm).map((index) => ({
    code: 'custom' as const,
    path: ['lines', index, 'reason'],
    message: 'QUOTE_REASON_REQUIRED',
    input: '',
  }));
  if (missingReasons.length > 0) throw new RequestValidationError(missingReasons);
  return draft.lines.map((line): NewQuoteLine => {
    const start = prices.get(line.productId);
    if (!start) throw new HttpError('PRODUCT_NOT_FOUND');
    const unitPriceMinor = kmToFeninga(line.unitPrice);
    return {
      productId: line.productId,
      productName: start.name,
      quantity: line.quantity,
      startingPriceMinor: start.priceMinor,
      unitPriceMinor,
      reason: unitPriceMinor === start.priceMinor ? null : line.reason,
    };
  });
}

/** The admin panel's quote calls: read (quotes.read) and send or revise (quotes.manage), checked by staff-access. */
const adminQuoteRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.adminGetProformaQuote, async (request) => {
    const proforma = await findProforma(app.db, request.params.id);
    if (!proforma) throw new HttpError('PROFORMA_NOT_FOUND');
    return proformaQuote(app.db, proforma, new Date());
  });

  /**
   * Sends the first quote or a revision (new lines and terms, a new link: the earlier one stops working) with its PDF,
   * the note joining the thread; the request counts as answered; all in one transaction with the audit entry.
   */
  routeEndpoint(app, endpoints.adminSendQuote, async (request) => {
    const draft = request.body;
    const staff = staffUserOf(request);
    const now = new Date();
    if (draft.validUntil < sarajevoDate(now)) {
      throw new RequestValidationError([
        { code: 'custom', path: ['validUntil'], message: 'QUOTE_VALID_UNTIL_PAST', input: draft.validUntil },
      ]);
    }
    return app.db.transaction().execute(async (trx) => {
      const proforma = await findProforma(trx, request.params.id);
      if (!proforma) throw new HttpError('PROFORMA_NOT_FOUND');
      const existing = await findQuoteOfProforma(trx, proforma.id);
      if (!staffMaySend(existing)) throw new HttpError('QUOTE_CLOSED');
      const lines = await pricedLines(trx, draft, { userId: proforma.user_id });
      const at = now.toISOString();
      const { token, hash } = newQuoteToken();
      const terms = {
        validUntil: draft.validUntil,
        deliveryMinor: kmToFeninga(draft.delivery),
        paymentTerms: draft.paymentTerms,
        note: draft.note,
        tokenHash: hash,
        sentBy: staff.email,
        at,
      };
      let quoteId: number;
      if (existing) {
        quoteId = existing.id;
        await reviseQuote(trx, { ...terms, id: quoteId });
      } else {
        quoteId = await insertQuote(trx, { ...terms, proformaId: proforma.id });
      }
      await insertQuoteLines(trx, quoteId, lines);
      if (draft.note) await insertQuoteMessage(trx, { quoteId, author: 'staff', message: draft.note, at });
      const quote = await findQuoteOfProforma(trx, proforma.id);
      if (!quote) throw new HttpError('QUOTE_NOT_FOUND');
      const loaded = await loadQuote(trx, quote);
      const pdf = await renderQuotePdf(quote, proforma, loaded.lines);
      const number = quoteNumber(proforma);
      const origin = request.siteOrigin();
      await enqueueEmail(trx, quoteEmail(proforma, { row: quote, lines: loaded.lines, number, token, pdf, origin }));
      await markProformaAnswered(trx, proforma.id, { at, by: staff.email });
      await recordAudit(trx, request, {
        action: existing ? 'quote.revise' : 'quote.send',
        entity: 'proforma',
        entityId: proforma.id,
        before: existing ? { state: existing.state, revision: existing.revision } : undefined,
        after: { number, revision: quote.revision, lines, terms: { ...terms, tokenHash: undefined } },
      });
      return proformaQuote(trx, proforma, now);
    });
  });
};

export default adminQuoteRoutes;
