import type { DbOrTransaction } from '../../db/db-or-transaction';
import { HttpError } from '../../http/http-error';
import { findProforma } from '../admin/proformas';
import type { RecordViewer } from '../companies';
import {
  findOrderNumber,
  findQuoteByTokenHash,
  findVisibleQuote,
  listQuoteLines,
  listQuoteMessages,
  type QuoteRow,
} from './quote-repository';
import { quoteTokenHash } from './quote-token';

/** A quote with its request, lines, thread and order number: what the page, the PDF and the emails are built from. */
export async function loadQuote(db: DbOrTransaction, quote: QuoteRow) {
  const proforma = await findProforma(db, quote.proforma_request_id);
  if (!proforma) throw new HttpError('QUOTE_NOT_FOUND');
  const [lines, messages, orderNumber] = await Promise.all([
    listQuoteLines(db, quote.id),
    listQuoteMessages(db, quote.id),
    findOrderNumber(db, quote.order_id),
  ]);
  return { quote, proforma, lines, messages, orderNumber };
}
export type LoadedQuote = Awaited<ReturnType<typeof loadQuote>>;

/** The quote behind a link; the same 404 for a malformed, unknown or replaced token. */
export async function loadQuoteByToken(db: DbOrTransaction, token: string): Promise<LoadedQuote> {
  const hash = quoteTokenHash(token);
  const quote = hash ? await findQuoteByTokenHash(db, hash) : undefined;
  if (!quote) throw new HttpError('QUOTE_NOT_FOUND');
  return loadQuote(db, quote);
}

/** The quote of a pro-forma request, for its requester or their company's administrator; else (or none yet) 404. */
export async function loadVisibleQuote(db: DbOrTransaction, viewer: RecordViewer, proformaId: number) {
  const quote = await findVisibleQuote(db, viewer, proformaId);
  if (!quote) throw new HttpError('MY_QUOTE_NOT_FOUND');
  return loadQuote(db, quote);
}
