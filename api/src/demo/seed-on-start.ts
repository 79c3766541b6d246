import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { isDatabaseUnavailable } from '../db/unavailable';
import { isCatalogEmpty, seedDemoData } from './seed';

/**
 * An empty database gets the demo shop so a fresh checkout works at once. Outside production always (with the demo
 * accounts); in production only when SEED_DEMO_USERS=true, because the demo accounts have published passwords.
 * Never fatal: the server serves whatever is there.
 */
export async function seedEmptyDatabase(app: FastifyInstance, config: AppConfig): Promise<void> {
  try {
    await app.ensureDatabaseSchema();
    if (!(await isCatalogEmpty(app.db))) return;
    if (config.server.nodeEnv === 'production' && !config.database.seedDemoUsers) {
      app.log.warn(
        'The database is empty. Refusing to seed demo data in production; set SEED_DEMO_USERS=true to do so.',
      );
      return;
    }
    app.log.info('The database is empty: seeding the demo shop');
    await seedDemoData(app.db, { demoUsers: true, log: (message) => app.log.info(`seed: ${message}`) });
  } catch (error) {
    if (isDatabaseUnavailable(error)) app.log.warn({ err: error }, 'Database unreachable: demo seed skipped');
    else app.log.error({ err: error }, 'Demo seed failed');
  }
}
