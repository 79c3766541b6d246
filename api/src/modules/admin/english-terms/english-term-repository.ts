import type { DbOrTransaction } from '../../../db/db-or-transaction';

export interface EnglishTermRow {
  id: number;
  serbian: string;
  english: string;
}

/** Every term, A–Z by the Serbian word (a few hundred rows). */
export function listEnglishTerms(db: DbOrTransaction): Promise<EnglishTermRow[]> {
  return db.selectFrom('english_terms').select(['id', 'serbian', 'english']).orderBy('serbian').execute();
}

export function findEnglishTerm(
  db: DbOrTransaction,
  key: { id: number } | { serbian: string },
): Promise<EnglishTermRow | undefined> {
  const query = db.selectFrom('english_terms').select(['id', 'serbian', 'english']);
  return ('id' in key ? query.where('id', '=', key.id) : query.where('serbian', '=', key.serbian)).executeTakeFirst();
}

export async function insertEnglishTerm(db: DbOrTransaction, serbian: string, english: string): Promise<number> {
  const { insertId } = await db.insertInto('english_terms').values({ serbian, english }).executeTakeFirstOrThrow();
  return Number(insertId);
}

export async function updateEnglishTerm(db: DbOrTransaction, id: number, english: string): Promise<void> {
  await db.updateTable('english_terms').set({ english }).where('id', '=', id).execute();
}

export async function deleteEnglishTerm(db: DbOrTransaction, id: number): Promise<void> {
  await db.deleteFrom('english_terms').where('id', '=', id).execute();
}

/** The products a specification word appears in, as a name or a value: what shows its English. */
export async function productsUsingWord(db: DbOrTransaction, word: string): Promise<number[]> {
  const rows = await db
    .selectFrom('product_specifications')
    .select('product_id')
    .distinct()
    .where((eb) => eb.or([eb('name', '=', word), eb('value', '=', word)]))
    .execute();
  return rows.map((row) => row.product_id);
}
