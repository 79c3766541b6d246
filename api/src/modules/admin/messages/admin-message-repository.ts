import type { AdminMessagesQuery } from '@shop/shared/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import { containing } from '../../../db/contains-text';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import type { Database } from '../../../db/schema';

type Filter = Omit<AdminMessagesQuery, 'page'>;

const matches = (filter: Filter) => (eb: ExpressionBuilder<Database, 'contact_messages'>) => {
  const conditions = [];
  const { search, state } = filter;
  if (search) {
    conditions.push(eb.or([containing('name', search), containing('email', search), containing('subject', search)]));
  }
  if (state === 'open') conditions.push(eb('handled_at', 'is', null));
  if (state === 'done') conditions.push(eb('handled_at', 'is not', null));
  return eb.and(conditions);
};

/** One page of contact messages: unhandled first, newest first within each. */
export async function listAdminMessages(db: DbOrTransaction, query: Filter & { page: number }, pageSize: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .where(matches(query))
      .selectAll()
      .orderBy(sql`case when handled_at is null then 0 else 1 end`)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((query.page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('contact_messages')
      .where(matches(query))
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function countOpenMessages(db: DbOrTransaction): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .where('handled_at', 'is', null)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findContactMessage(db: DbOrTransaction, id: number) {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}
export type ContactMessageRow = NonNullable<Awaited<ReturnType<typeof findContactMessage>>>;

/** Marks the message handled unless it already is; whether this call marked it. */
export async function markMessageHandled(
  db: DbOrTransaction,
  id: number,
  mark: { at: string; by: string },
): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set({ handled_at: mark.at, handled_by: mark.by })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
