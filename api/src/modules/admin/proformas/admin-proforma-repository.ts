import { type AdminProformasQuery, sarajevoDate } from '@shop/shared/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import { containing } from '../../../db/contains-text';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import type { Database } from '../../../db/schema';

type Filter = Omit<AdminProformasQuery, 'page'>;

/**
 * The request's id when the search is its number as the PDF shows it (PR-2026-000042; the year may be left out), or
 * its quote's (PO-2026-000042: the same id).
 */
function proformaIdIn(search: string): number | undefined {
  const match = /^P[RO]-(?:\d{4}-)?(\d+)$/i.exec(search);
  return match ? Number(match[1]) : undefined;
}

const matches = (filter: Filter) => (eb: ExpressionBuilder<Database, 'proforma_requests'>) => {
  const conditions = [];
  const { search, state } = filter;
  if (search) {
    const id = proformaIdIn(search);
    conditions.push(
      eb.or([
        containing('company_name', search),
        containing('contact_person', search),
        containing('email', search),
        ...(id === undefined ? [] : [eb('id', '=', id)]),
      ]),
    );
  }
  if (state === 'open') conditions.push(eb('answered_at', 'is', null));
  if (state === 'done') conditions.push(eb('answered_at', 'is not', null));
  if (filter.quote) conditions.push(quoteIs(eb, filter.quote));
  return eb.and(conditions);
};

/** The request's quote, if it has one: its stored state and last valid day (its state as seen is computed from both). */
const quoteColumns = (eb: ExpressionBuilder<Database, 'proforma_requests'>) => {
  const quote = () => eb.selectFrom('quotes').whereRef('quotes.proforma_request_id', '=', 'proforma_requests.id');
  return [
    quote().select('quotes.state').as('quote_state'),
    quote().select('quotes.valid_until').as('quote_valid_until'),
  ];
};

/** The request's quote is in the state as seen (`effectiveQuoteState`: an open one past its last day is expired). */
function quoteIs(eb: ExpressionBuilder<Database, 'proforma_requests'>, wanted: NonNullable<Filter['quote']>) {
  const quote = eb
    .selectFrom('quotes')
    .select('quotes.id')
    .whereRef('quotes.proforma_request_id', '=', 'proforma_requests.id');
  if (wanted === 'none') return eb.not(eb.exists(quote));
  const today = sarajevoDate(new Date());
  const open = ['sent', 'change_requested'];
  if (wanted === 'expired') {
    return eb.exists(quote.where('quotes.state', 'in', open).where('quotes.valid_until', '<', today));
  }
  const stored = quote.where('quotes.state', '=', wanted);
  return eb.exists(open.includes(wanted) ? stored.where('quotes.valid_until', '>=', today) : stored);
}

/** One page of pro-forma requests, unanswered first and newest first within each, with their items' total. */
export async function listAdminProformas(db: DbOrTransaction, query: Filter & { page: number }, pageSize: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('proforma_requests')
      .where(matches(query))
      .selectAll()
      .select(quoteColumns)
      .select((eb) =>
        eb
          .selectFrom('proforma_request_items')
          .whereRef('proforma_request_items.proforma_request_id', '=', 'proforma_requests.id')
          .select(sql<number | string>`coalesce(sum(unit_price_minor * quantity), 0)`.as('total'))
          .as('total_minor'),
      )
      .orderBy(sql`case when answered_at is null then 0 else 1 end`)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((query.page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('proforma_requests')
      .where(matches(query))
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, total_minor: Number(row.total_minor ?? 0) })),
    total: Number(count.total),
  };
}

/** Unanswered requests in all. */
export async function countOpenProformas(db: DbOrTransaction): Promise<number> {
  const row = await db
    .selectFrom('proforma_requests')
    .where('answered_at', 'is', null)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findProforma(db: DbOrTransaction, id: number) {
  return db.selectFrom('proforma_requests').selectAll().select(quoteColumns).where('id', '=', id).executeTakeFirst();
}
export type ProformaRow = NonNullable<Awaited<ReturnType<typeof findProforma>>>;

export function listProformaItems(db: DbOrTransaction, proformaId: number) {
  return db
    .selectFrom('proforma_request_items')
    .selectAll()
    .where('proforma_request_id', '=', proformaId)
    .orderBy('id')
    .execute();
}
export type ProformaItemRow = Awaited<ReturnType<typeof listProformaItems>>[number];

/**
 * Marks the request answered unless it already is (the `answered_at is null` guard makes two staff clicking at once
 * count once); whether this call marked it.
 */
export async function markProformaAnswered(
  db: DbOrTransaction,
  id: number,
  mark: { at: string; by: string },
): Promise<boolean> {
  const result = await db
    .updateTable('proforma_requests')
    .set({ answered_at: mark.at, answered_by: mark.by })
    .where('id', '=', id)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function listProformaReplies(db: DbOrTransaction, proformaId: number) {
  return db
    .selectFrom('proforma_replies')
    .select(['message', 'sent_by', 'created_at'])
    .where('proforma_request_id', '=', proformaId)
    .orderBy('id')
    .execute();
}
export type ProformaReplyRow = Awaited<ReturnType<typeof listProformaReplies>>[number];

export async function insertProformaReply(
  db: DbOrTransaction,
  reply: { proformaId: number; message: string; sentBy: string; at: string },
): Promise<void> {
  await db
    .insertInto('proforma_replies')
    .values({
      proforma_request_id: reply.proformaId,
      message: reply.message,
      sent_by: reply.sentBy,
      created_at: reply.at,
    })
    .execute();
}
