import type { DbOrTransaction } from '../../../db/db-or-transaction';

export interface SynonymGroupRow {
  id: number;
  terms: string;
  updated_at: string;
}

/** Every group, oldest first (the demo's follow the catalogue's order). */
export function listSynonymGroups(db: DbOrTransaction): Promise<SynonymGroupRow[]> {
  return db.selectFrom('search_synonyms').select(['id', 'terms', 'updated_at']).orderBy('id').execute();
}

export function findSynonymGroup(db: DbOrTransaction, id: number): Promise<SynonymGroupRow | undefined> {
  return db.selectFrom('search_synonyms').select(['id', 'terms', 'updated_at']).where('id', '=', id).executeTakeFirst();
}

export async function insertSynonymGroup(db: DbOrTransaction, terms: string, now: string): Promise<number> {
  const { insertId } = await db
    .insertInto('search_synonyms')
    .values({ terms, created_at: now, updated_at: now })
    .executeTakeFirstOrThrow();
  return Number(insertId);
}

export async function updateSynonymGroup(db: DbOrTransaction, id: number, terms: string, now: string) {
  const result = await db
    .updateTable('search_synonyms')
    .set({ terms, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteSynonymGroup(db: DbOrTransaction, id: number): Promise<boolean> {
  const result = await db.deleteFrom('search_synonyms').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
