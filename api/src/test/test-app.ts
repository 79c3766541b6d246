import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { PaymentProvider } from '../modules/checkout';
import type { TestDatabase } from './databases';
import { type ConfigOverrides, testConfig, withOverrides } from './test-config';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** The settings it runs with (its database URL included). */
  config: AppConfig;
  /** Closes the app and drops the database (and the temporary static folder). */
  close(): Promise<void>;
}

/**
 * A real app on a fresh database, migrated and ready for `app.inject`. `overrides` change settings of `testConfig`;
 * `staticFiles.root` is a folder with a fake `shell/dist` and `mf-<name>/dist` (default: an empty temporary folder,
 * no frontend built). The database is always the fresh one. `paymentProvider` replaces the configured card gateway.
 */
export async function startTestApp(
  database: TestDatabase,
  overrides: ConfigOverrides = {},
  { paymentProvider }: { paymentProvider?: PaymentProvider } = {},
): Promise<TestApp> {
  const created = await database.create();
  const givenStaticRoot = overrides.staticFiles?.root;
  const staticRoot = givenStaticRoot ?? (await mkdtemp(path.join(tmpdir(), 'shop-static-')));
  const cleanUp = async () => {
    await created.drop();
    if (!givenStaticRoot) await rm(staticRoot, { recursive: true, force: true });
  };
  const config = testConfig({
    ...overrides,
    database: { ...overrides.database, url: created.url },
    staticFiles: { root: staticRoot },
  });
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, logger: false, paymentProvider });
    await app.ready();
  } catch (error) {
    await cleanUp(); // no test database left behind by a failing start
    throw error;
  }
  return {
    app,
    db: app.db,
    config,
    async close() {
      await app.close();
      await cleanUp();
    },
  };
}

/** The `sid` cookie a response set, as a Cookie header value for the next request. */
export function sessionCookieHeader(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
  if (!cookie) throw new Error('the response set no sid cookie');
  return `sid=${cookie.value}`;
}

/**
 * A second API instance on the first one's database (as behind a load balancer), with its own caches and search
 * index: `overrides` apply on top of the first one's settings. Closing it leaves the database to the first.
 */
export async function startAnotherInstance(first: TestApp, overrides: ConfigOverrides = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: withOverrides(first.config, overrides), logger: false });
  await app.ready();
  return app;
}
