import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** Repository functions take this first: the app's Kysely instance or a transaction opened by the caller. */
export type DbOrTransaction = Kysely<Database> | Transaction<Database>;
