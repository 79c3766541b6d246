import { sql } from 'kysely';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { type RecordViewer, visibleTo } from '../companies';
import type { StoredQuoteState } from './quote-state';

export interface NewQuoteLine {
  productId: number;
  productName: string;
  quantity: number;
  startingPriceMinor: number;
  unitPriceMinor: number;
  reason: string | null;
}

export interface QuoteTerms {
  validUntil: string;
  deliveryMinor: number;
  paymentTerms: string;
  note: string;
}

export function findQuoteOfProforma(db: DbOrTransaction, proformaId: number) {
  return db.selectFrom('quotes').selectAll().where('proforma_request_id', '=', proformaId).executeTakeFirst();
}
export type QuoteRow = NonNullable<Awaited<ReturnType<typeof findQuoteOfProforma>>>;

export function findQuoteByTokenHash(db: DbOrTransaction, tokenHash: string) {
  return db.selectFrom('quotes').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** The quote of a pro-forma request the viewer sees (their own; an administrator's, the company's); else undefined. */
export function findVisibleQuote(db: DbOrTransaction, viewer: RecordViewer, proformaId: number) {
  return db
    .selectFrom('quotes')
    .innerJoin('proforma_requests', 'proforma_requests.id', 'quotes.proforma_request_id')
    .selectAll('quotes')
    .where('proforma_requests.id', '=', proformaId)
    .where(visibleTo('proforma_requests', viewer))
    .executeTakeFirst();
}

const lineSum = sql<number | string>`sum(unit_price_minor * quantity)`;

/**
 * The pro-forma requests the viewer sees, newest first, each with who asked, its quote (if any) and the sums of the
 * quote's lines and of the request's own lines (feninga).
 */
export async function listVisibleQuoteRequests(db: DbOrTransaction, viewer: RecordViewer) {
  const requests = await db
    .selectFrom('proforma_requests')
    .leftJoin('quotes', 'quotes.proforma_request_id', 'proforma_requests.id')
    .leftJoin('users', 'users.id', 'proforma_requests.user_id')
    .select([
      'proforma_requests.id',
      'proforma_requests.created_at',
      'proforma_requests.user_id',
      'proforma_requests.company_name',
      'users.username as requestedBy',
      'quotes.id as quoteId',
      'quotes.state',
      'quotes.valid_until',
      'quotes.delivery_minor',
    ])
    .where(visibleTo('proforma_requests', viewer))
    .orderBy('proforma_requests.id', 'desc')
    .execute();
  if (requests.length === 0) return [];
  const quoteIds = requests.flatMap((request) => (request.quoteId === null ? [] : [request.quoteId]));
  const [quoteSums, requestSums] = await Promise.all([
    quoteIds.length === 0
      ? []
      : db
          .selectFrom('quote_lines')
          .select(['quote_id as id', lineSum.as('sum')])
          .where('quote_id', 'in', quoteIds)
          .groupBy('quote_id')
          .execute(),
    db
      .selectFrom('proforma_request_items')
      .select(['proforma_request_id as id', lineSum.as('sum')])
      .where(
        'proforma_request_id',
        'in',
        requests.map((request) => request.id),
      )
      .groupBy('proforma_request_id')
      .execute(),
  ]);
  const sumOf = (sums: { id: number; sum: number | string }[], id: number | null) =>
    Number(sums.find((row) => row.id === id)?.sum ?? 0);
  return requests.map((request) => ({
    ...request,
    quoteLinesMinor: sumOf(quoteSums, request.quoteId),
    requestLinesMinor: sumOf(requestSums, request.id),
  }));
}
export type VisibleQuoteRequest = Awaited<ReturnType<typeof listVisibleQuoteRequests>>[number];

export function listQuoteLines(db: DbOrTransaction, quoteId: number) {
  return db.selectFrom('quote_lines').selectAll().where('quote_id', '=', quoteId).orderBy('id').execute();
}
export type QuoteLineRow = Awaited<ReturnType<typeof listQuoteLines>>[number];

export function listQuoteMessages(db: DbOrTransaction, quoteId: number) {
  return db
    .selectFrom('quote_messages')
    .select(['author', 'message', 'created_at'])
    .where('quote_id', '=', quoteId)
    .orderBy('id')
    .execute();
}
export type QuoteMessageRow = Awaited<ReturnType<typeof listQuoteMessages>>[number];

/** The first quote for a request, state `sent`; returns its id. */
export async function insertQuote(
  trx: DbOrTransaction,
  quote: QuoteTerms & { proformaId: number; tokenHash: string; sentBy: string; at: string },
): Promise<number> {
  const { insertId } = await trx
    .insertInto('quotes')
    .values({
      proforma_request_id: quote.proformaId,
      token_hash: quote.tokenHash,
      state: 'sent' satisfies StoredQuoteState,
      revision: 1,
      valid_until: quote.validUntil,
      delivery_minor: quote.deliveryMinor,
      payment_terms: quote.paymentTerms,
      note: quote.note,
      sent_by: quote.sentBy,
      sent_at: quote.at,
    })
    .executeTakeFirstOrThrow();
  return Number(insertId);
}

/** A revision: new terms and a new link, state `sent` again, one revision up. */
export async function reviseQuote(
  trx: DbOrTransaction,
  quote: QuoteTerms & { id: number; tokenHash: string; sentBy: string; at: string },
): Promise<void> {
  await trx
    .updateTable('quotes')
    .set((eb) => ({
      token_hash: quote.tokenHash,
      state: 'sent' satisfies StoredQuoteState,
      revision: eb('revision', '+', 1),
      valid_until: quote.validUntil,
      delivery_minor: quote.deliveryMinor,
      payment_terms: quote.paymentTerms,
      note: quote.note,
      sent_by: quote.sentBy,
      sent_at: quote.at,
    }))
    .where('id', '=', quote.id)
    .execute();
  await trx.deleteFrom('quote_lines').where('quote_id', '=', quote.id).execute();
}

export async function insertQuoteLines(trx: DbOrTransaction, quoteId: number, lines: NewQuoteLine[]): Promise<void> {
  await trx
    .insertInto('quote_lines')
    .values(
      lines.map((line) => ({
        quote_id: quoteId,
        product_id: line.productId,
        product_name: line.productName,
        quantity: line.quantity,
        starting_price_minor: line.startingPriceMinor,
        unit_price_minor: line.unitPriceMinor,
        price_reason: line.reason,
      })),
    )
    .execute();
}

export async function insertQuoteMessage(
  trx: DbOrTransaction,
  message: { quoteId: number; author: 'customer' | 'staff'; message: string; at: string },
): Promise<void> {
  await trx
    .insertInto('quote_messages')
    .values({ quote_id: message.quoteId, author: message.author, message: message.message, created_at: message.at })
    .execute();
}

/**
 * Moves the quote from `from` (the state it was read in) to `to`; false when someone else moved it meanwhile (two
 * clicks on Accept: one order).
 */
export async function moveQuoteState(
  trx: DbOrTransaction,
  id: number,
  change: { from: string; to: StoredQuoteState; decidedAt?: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('quotes')
    .set({ state: change.to, ...(change.decidedAt && { decided_at: change.decidedAt }) })
    .where('id', '=', id)
    .where('state', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The order an acceptance placed. */
export async function linkQuoteOrder(trx: DbOrTransaction, id: number, orderId: number): Promise<void> {
  await trx.updateTable('quotes').set({ order_id: orderId }).where('id', '=', id).execute();
}

export async function findOrderNumber(db: DbOrTransaction, orderId: number | null): Promise<string | null> {
  if (orderId === null) return null;
  const row = await db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirst();
  return row?.number ?? null;
}
