import { loadConfig } from '../../config';
import { createDb, isMysqlUrl } from '../../db/create-db';
import { migrateToLatest } from '../../db/migrate';
import { isCatalogEmpty, resetCatalog, seedDemoData } from '.';
import { CliUsageError, parseSeedArgs, SEED_USAGE } from './cli-args';

/** `tsx src/demo/seed/cli.ts [--products N] [--reset] [--demo-users]`: migrate, then seed (see SEED_USAGE). */
async function main(): Promise<number> {
  let options: ReturnType<typeof parseSeedArgs>;
  try {
    options = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    console.error(`${error.message}\n\n${SEED_USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(SEED_USAGE);
    return 0;
  }

  const databaseUrl = loadConfig().database.url;
  const db = createDb(databaseUrl);
  try {
    console.log(`Database: ${describeDatabase(databaseUrl)}`);
    await migrateToLatest(db);
    if (options.reset) {
      await resetCatalog(db);
      console.log('Catalogue emptied (--reset)');
    } else if (!(await isCatalogEmpty(db))) {
      console.error('The catalogue already has data. Run again with --reset to replace it with the demo data.');
      return 1;
    }
    const started = performance.now();
    await seedDemoData(db, { products: options.products, demoUsers: options.demoUsers, log: (m) => console.log(m) });
    console.log(`Seeded ${options.products} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await db.destroy();
  }
}

/** Where the data goes, without the password a mysql:// URL may carry. */
function describeDatabase(url: string): string {
  if (!isMysqlUrl(url)) return `SQLite ${url}`;
  const parsed = new URL(url);
  return `MySQL ${parsed.host}${parsed.pathname}`;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
