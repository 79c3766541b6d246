import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/schema';
import type { PaymentProvider } from '../payments/payment-provider';
import type { TestDatabase } from './databases';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** Closes the app and drops the database (and the temporary static folder). */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment, as the server would read it. */
  env?: Record<string, string>;
  /** Folder with fake `shell/dist` and `mf-<name>/dist`; default: an empty temporary folder (no frontend built). */
  staticRoot?: string;
  productCacheTtlMs?: number;
  paymentProvider?: PaymentProvider;
}

/** A real app on a fresh database, migrated and ready for `app.inject`. */
export async function startTestApp(database: TestDatabase, options: TestAppOptions = {}): Promise<TestApp> {
  const created = await database.create();
  const emptyStaticRoot = options.staticRoot ? undefined : await mkdtemp(path.join(tmpdir(), 'shop-static-'));
  const cleanUp = async () => {
    await created.drop();
    if (emptyStaticRoot) await rm(emptyStaticRoot, { recursive: true, force: true });
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: created.url,
    STATIC_ROOT: options.staticRoot ?? emptyStaticRoot,
    ...options.env,
  });
  let app: FastifyInstance;
  try {
    const { productCacheTtlMs, paymentProvider } = options;
    app = await buildApp({ config, logger: false, productCacheTtlMs, paymentProvider });
    await app.ready();
  } catch (error) {
    await cleanUp(); // no test database left behind by a failing start
    throw error;
  }
  return {
    app,
    db: app.db,
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
