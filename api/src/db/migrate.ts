import { type Kysely, type Migration, type MigrationProvider, Migrator, SqliteAdapter, sql } from 'kysely';
import * as initial from './migrations/2026-11-22T00-initial';
import * as emailOutboxAndContact from './migrations/2026-11-22T01-email-outbox-and-contact';
import * as orders from './migrations/2026-11-22T02-orders';
import * as catalogListingIndex from './migrations/2026-11-22T04-catalog-listing-index';
import * as storedFiles from './migrations/2026-11-23T00-stored-files';
import * as orderIdempotencyKey from './migrations/2026-11-23T01-order-idempotency-key';
import * as stockNotifications from './migrations/2026-11-23T02-stock-notifications';
import * as accountTokens from './migrations/2026-11-23T10-account-tokens';
import * as accountArea from './migrations/2026-11-23T11-account-area';
import * as loyaltyLedger from './migrations/2026-11-23T12-loyalty-ledger';
import * as outboxPriority from './migrations/2026-11-23T13-outbox-priority';
import * as orderR1Invoice from './migrations/2026-11-23T14-order-r1-invoice';
import * as staffAudit from './migrations/2026-11-23T20-staff-audit';
import * as adminProducts from './migrations/2026-11-23T21-admin-products';
import * as importJobs from './migrations/2026-11-23T23-import-jobs';
import * as adminSales from './migrations/2026-11-23T24-admin-sales';
import * as importFiles from './migrations/2026-11-24T00-import-files';
import * as search from './migrations/2026-11-26T00-search';
import * as orderLanguageAndShipment from './migrations/2026-11-27T10-order-language-and-shipment';
import * as proformaReplies from './migrations/2026-11-27T11-proforma-replies';
import * as englishContent from './migrations/2026-11-28T00-english-content';
import * as companiesAndPriceLists from './migrations/2026-11-28T10-companies-and-price-lists';
import * as quotes from './migrations/2026-11-28T20-quotes';
import * as releases from './migrations/2026-11-28T30-releases';
import * as companyApprovals from './migrations/2026-11-29T00-company-approvals';
import * as proformaRequester from './migrations/2026-11-29T10-proforma-requester';
import { resumable } from './resumable-migration';
import type { Database } from './schema';

/**
 * Listed, not read from a folder: no filesystem scanning or dynamic import, so it behaves the same under tsx, Jest
 * and any bundler. Names sort by date; add new migrations at the end.
 */
const migrations: Record<string, Migration> = {
  '2026-11-22T00-initial': initial,
  '2026-11-22T01-email-outbox-and-contact': emailOutboxAndContact,
  '2026-11-22T02-orders': orders,
  '2026-11-22T04-catalog-listing-index': catalogListingIndex,
  '2026-11-23T00-stored-files': storedFiles,
  '2026-11-23T01-order-idempotency-key': orderIdempotencyKey,
  '2026-11-23T02-stock-notifications': stockNotifications,
  '2026-11-23T10-account-tokens': accountTokens,
  '2026-11-23T11-account-area': accountArea,
  '2026-11-23T12-loyalty-ledger': loyaltyLedger,
  '2026-11-23T13-outbox-priority': outboxPriority,
  '2026-11-23T14-order-r1-invoice': orderR1Invoice,
  '2026-11-23T20-staff-audit': staffAudit,
  '2026-11-23T21-admin-products': adminProducts,
  '2026-11-23T23-import-jobs': importJobs,
  '2026-11-23T24-admin-sales': adminSales,
  '2026-11-24T00-import-files': importFiles,
  '2026-11-26T00-search': search,
  '2026-11-27T10-order-language-and-shipment': orderLanguageAndShipment,
  '2026-11-27T11-proforma-replies': proformaReplies,
  '2026-11-28T00-english-content': englishContent,
  '2026-11-28T10-companies-and-price-lists': companiesAndPriceLists,
  '2026-11-28T20-quotes': quotes,
  '2026-11-28T30-releases': releases,
  '2026-11-29T00-company-approvals': companyApprovals,
  '2026-11-29T10-proforma-requester': proformaRequester,
};

/** Each migration safe to run again after a cut (resumable-migration.ts). */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () =>
    Object.fromEntries(Object.entries(migrations).map(([name, migration]) => [name, resumable(name, migration)])),
};

/**
 * Brings the schema to the newest migration; throws the failing migration's error. One run at a time across
 * instances: on MySQL Kysely's Migrator holds `GET_LOCK` (released if the process dies) for the whole run; on SQLite
 * the whole run is one `BEGIN IMMEDIATE` transaction (the file's write lock), so a cut leaves nothing of it. Give it
 * a database without a query timeout (`createDb(url, { queryTimeout: false })`): a run waiting for another
 * instance's lock, or a long schema change, must not be cut.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const run = async (on: Kysely<Database>) => {
    const { error } = await new Migrator({ db: on, provider: migrationProvider }).migrateToLatest();
    if (error) throw error;
  };
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return run(db);
  // Kysely's Migrator runs SQLite migrations without a transaction (its adapter says DDL is not transactional).
  await db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      await run(connection);
      await sql`commit`.execute(connection);
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

/** How many migrations of the code's list the database has not applied yet. */
export async function countPendingMigrations(db: Kysely<Database>): Promise<number> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const all = await migrator.getMigrations();
  return all.filter((migration) => migration.executedAt === undefined).length;
}

export const MIGRATION_COUNT = Object.keys(migrations).length;
