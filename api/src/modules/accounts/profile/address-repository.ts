import type { Insertable, Selectable } from 'kysely';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import type { UserAddressesTable } from '../../../db/schema';

export type AddressRow = Selectable<UserAddressesTable>;
export type AddressFields = Omit<
  Insertable<UserAddressesTable>,
  'id' | 'user_id' | 'is_default_delivery' | 'is_default_billing' | 'created_at'
>;
export type DefaultKind = 'delivery' | 'billing';

const FLAG = { delivery: 'is_default_delivery', billing: 'is_default_billing' } as const;

/** The user's address book, oldest first (the order it was built in). */
export function listAddresses(db: DbOrTransaction, userId: number): Promise<AddressRow[]> {
  return db.selectFrom('user_addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** The user's default address of a kind, if one is set. */
export function findDefaultAddress(db: DbOrTransaction, userId: number, kind: DefaultKind) {
  return db
    .selectFrom('user_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where(FLAG[kind], '=', 1)
    .executeTakeFirst();
}

/** Adds an address; the user's first address becomes the default of both kinds. */
export async function insertAddress(trx: DbOrTransaction, userId: number, fields: AddressFields): Promise<void> {
  const first = (await listAddresses(trx, userId)).length === 0 ? 1 : 0;
  await trx
    .insertInto('user_addresses')
    .values({ ...fields, user_id: userId, is_default_delivery: first, is_default_billing: first })
    .execute();
}

/** Changes one of the user's addresses; false when the user has no such address. */
export async function updateAddress(
  db: DbOrTransaction,
  userId: number,
  id: number,
  fields: AddressFields,
): Promise<boolean> {
  const result = await db
    .updateTable('user_addresses')
    .set(fields)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Makes the address the user's only default of `kind`: the other flags are cleared in the same transaction (the
 * UPDATE locks the user's rows on MySQL, so two concurrent choices end with one default). False when not the user's.
 */
export async function setDefaultAddress(
  trx: DbOrTransaction,
  userId: number,
  id: number,
  kind: DefaultKind,
): Promise<boolean> {
  await trx
    .updateTable('user_addresses')
    .set({ [FLAG[kind]]: 0 })
    .where('user_id', '=', userId)
    .execute();
  const result = await trx
    .updateTable('user_addresses')
    .set({ [FLAG[kind]]: 1 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes one of the user's addresses; a default it held passes to the oldest remaining address, so a user with
 * addresses always has both defaults. False when the user has no such address.
 */
export async function deleteAddress(trx: DbOrTransaction, userId: number, id: number): Promise<boolean> {
  const address = await trx
    .selectFrom('user_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!address) return false;
  await trx.deleteFrom('user_addresses').where('id', '=', id).execute();
  const [oldest] = await listAddresses(trx, userId);
  if (oldest) {
    if (address.is_default_delivery === 1) await setDefaultAddress(trx, userId, oldest.id, 'delivery');
    if (address.is_default_billing === 1) await setDefaultAddress(trx, userId, oldest.id, 'billing');
  }
  return true;
}
