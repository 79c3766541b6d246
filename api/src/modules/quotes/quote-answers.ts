import type { Quote } from '@shop/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { HttpError } from '../../http/http-error';
import { requestLanguage } from '../../http/language';
import { enqueueEmail } from '../../outbox/enqueue';
import { placeFixedPriceOrder, StockShort } from '../checkout';
import type { LoadedQuote } from './load-quote';
import { quoteStaffNotice } from './quote-emails';
import { insertQuoteMessage, linkQuoteOrder, moveQuoteState } from './quote-repository';
import { assertCustomerMay, STATE_AFTER } from './quote-state';
import { quoteNumber, toQuote } from './quote-view';

/**
 * The customer's answers to a quote, whichever way it was opened: by its link's token, or signed in by the request's
 * id (quote-routes.ts, account-quote-routes.ts). `load` finds the quote inside the answer's transaction and throws the
 * 404 of its way. Every change moves the state from the one it was read in (`moveQuoteState`), so two clicks at once
 * count once.
 */
export type QuoteLoader = (db: DbOrTransaction) => Promise<LoadedQuote>;

/**
 * The order at the quoted prices, in the transaction that marks the quote accepted: stock is taken then, and a short
 * line refuses the whole acceptance (nothing is written; the quote stays open for a change request).
 */
export async function acceptQuote(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  load: QuoteLoader,
): Promise<{ broj: string }> {
  const session = await reply.ensureSession();
  const now = new Date();
  const emailContext = { origin: request.siteOrigin(), language: requestLanguage(request) };
  return app.writeCatalog(async (trx, changes) => {
    const { quote, proforma, lines } = await load(trx);
    assertCustomerMay('accept', quote, now);
    const orderLines = lines.map((line) => ({
      productId: line.product_id,
      productName: line.product_name,
      quantity: line.quantity,
      unitPriceMinor: line.unit_price_minor,
    }));
    // Claimed first: a second click (or tab) finds it accepted and goes no further, touching no stock.
    const claimed = await moveQuoteState(trx, quote.id, {
      from: quote.state,
      to: STATE_AFTER.accept,
      decidedAt: now.toISOString(),
    });
    if (!claimed) throw new HttpError('QUOTE_CLOSED');
    const placed = await placeFixedPriceOrder(trx, changes, {
      sessionId: session.id,
      // The order belongs to the account that asked for the pro-forma (else to whoever accepts it while signed in).
      userId: proforma.user_id ?? session.user_id,
      customer: {
        ime: proforma.contact_person,
        email: proforma.email,
        telefon: proforma.phone,
        adresa: proforma.address,
        grad: proforma.city,
        posta: proforma.postal_code,
        napomena: `${quoteNumber(proforma)}: ${quote.payment_terms}`,
      },
      r1: {
        naziv_firme: proforma.company_name,
        jib: proforma.jib,
        adresa_firme: `${proforma.address}, ${proforma.postal_code} ${proforma.city}`,
      },
      lines: orderLines,
      deliveryMinor: quote.delivery_minor,
      emailContext,
    }).catch((error: unknown) => {
      if (!(error instanceof StockShort)) throw error;
      const { line, left } = error;
      throw new HttpError('QUOTE_OUT_OF_STOCK', { name: line.productName, stock: left, quantity: line.quantity });
    });
    await linkQuoteOrder(trx, quote.id, placed.id);
    const what = `prihvaćena, narudžba ${placed.number}`;
    await enqueueEmail(
      trx,
      quoteStaffNotice(app.outbox.staffEmail, {
        number: quoteNumber(proforma),
        company: proforma.company_name,
        what,
      }),
    );
    return { broj: placed.number };
  });
}

export async function declineQuote(app: FastifyInstance, load: QuoteLoader): Promise<Quote> {
  const now = new Date();
  return app.db.transaction().execute(async (trx) => {
    const loaded = await load(trx);
    const { quote, proforma } = loaded;
    assertCustomerMay('decline', quote, now);
    const moved = await moveQuoteState(trx, quote.id, {
      from: quote.state,
      to: STATE_AFTER.decline,
      decidedAt: now.toISOString(),
    });
    if (!moved) throw new HttpError('QUOTE_CLOSED');
    const notice = { number: quoteNumber(proforma), company: proforma.company_name, what: 'odbijena' };
    await enqueueEmail(trx, quoteStaffNotice(app.outbox.staffEmail, notice));
    return toQuote({ ...loaded, quote: { ...quote, state: STATE_AFTER.decline } }, now);
  });
}

/** Adds the customer's message to the thread and marks the quote "change requested"; staff are emailed. */
export async function requestQuoteChange(app: FastifyInstance, load: QuoteLoader, message: string): Promise<Quote> {
  const now = new Date();
  return app.db.transaction().execute(async (trx) => {
    const { quote, proforma } = await load(trx);
    assertCustomerMay('change', quote, now);
    if (quote.state !== STATE_AFTER.change) {
      const moved = await moveQuoteState(trx, quote.id, { from: quote.state, to: STATE_AFTER.change });
      if (!moved) throw new HttpError('QUOTE_CLOSED');
    }
    await insertQuoteMessage(trx, { quoteId: quote.id, author: 'customer', message, at: now.toISOString() });
    const notice = {
      number: quoteNumber(proforma),
      company: proforma.company_name,
      what: 'zatražena izmjena',
      message,
    };
    await enqueueEmail(trx, quoteStaffNotice(app.outbox.staffEmail, notice));
    return toQuote(await load(trx), now);
  });
}
