import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName, type RemotesConfig } from '@shop/shared/contracts';
import { z } from 'zod';
import { DEFAULT_DATABASE_TIMEOUT_MS } from './db/create-db';

/** The monorepo root (api/src/config.ts → ../..): home of `data/`, `shell/dist` and `mf-<name>/dist`. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1');

/** A remote's manifest may live on another origin (absolute http(s) URL) or under another path of this one. */
const manifestUrl = z
  .string()
  .refine((value) => /^https?:\/\//.test(value) || value.startsWith('/'), 'expected an http(s) URL or a path from /');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SEED_DEMO_USERS: booleanFlag.default(false),
  STATIC_ROOT: z.string().min(1).optional(),
  REMOTE_CATALOG_URL: manifestUrl.optional(),
  REMOTE_PRODUCT_URL: manifestUrl.optional(),
  REMOTE_CHECKOUT_URL: manifestUrl.optional(),
  REMOTE_ACCOUNT_URL: manifestUrl.optional(),
  REMOTE_ADMIN_URL: manifestUrl.optional(),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Behind a TLS-terminating proxy: trust X-Forwarded-Proto/For so `auto` cookies become Secure. */
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Longest a database query, connection attempt or SQLite lock wait may take before the request answers 503. */
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_DATABASE_TIMEOUT_MS),
  /** The test card provider approves test cards without moving money: never on in production unless asked for. */
  PAYMENT_TEST_PROVIDER: booleanFlag.optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  /** `mysql://…` for MySQL/MariaDB, otherwise a SQLite file path. */
  databaseUrl: string;
  nodeEnv: 'development' | 'production' | 'test';
  seedDemoUsers: boolean;
  staticRoot: string;
  remotes: RemotesConfig;
  cookieSecure: 'auto' | boolean;
  trustProxy: boolean;
  logLevel: string;
  databaseTimeoutMs: number;
  /** Card payments go through the test provider (default: everywhere but production). */
  paymentTestProvider: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Validates the environment once at boot; every problem is listed in one readable error. */
export function loadConfig(env: Env = process.env): AppConfig {
  const result = EnvSchema.safeParse(withoutEmptyValues(env));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const vars = result.data;
  const staticRoot = path.resolve(vars.STATIC_ROOT ?? REPO_ROOT);
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL ?? defaultSqliteFile(),
    nodeEnv: vars.NODE_ENV,
    seedDemoUsers: vars.SEED_DEMO_USERS,
    staticRoot,
    remotes: remotesConfig(vars),
    cookieSecure: vars.COOKIE_SECURE === 'auto' ? 'auto' : vars.COOKIE_SECURE === 'true',
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL,
    databaseTimeoutMs: vars.DATABASE_TIMEOUT_MS,
    paymentTestProvider: vars.PAYMENT_TEST_PROVIDER ?? vars.NODE_ENV !== 'production',
  };
}

/** `FOO=` in a .env file or a compose file means "not set", not "set to nothing". */
function withoutEmptyValues(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}

function defaultSqliteFile(): string {
  const dataDir = path.join(REPO_ROOT, 'data');
  mkdirSync(dataDir, { recursive: true });
  return path.join(dataDir, 'shop.sqlite');
}

type EnvVars = z.output<typeof EnvSchema>;

function remotesConfig(vars: EnvVars): RemotesConfig {
  const overrides: Record<RemoteName, string | undefined> = {
    catalog: vars.REMOTE_CATALOG_URL,
    product: vars.REMOTE_PRODUCT_URL,
    checkout: vars.REMOTE_CHECKOUT_URL,
    account: vars.REMOTE_ACCOUNT_URL,
    admin: vars.REMOTE_ADMIN_URL,
  };
  const entries = REMOTE_NAMES.map((name) => [name, { entry: overrides[name] ?? `/mf/${name}/mf-manifest.json` }]);
  return Object.fromEntries(entries) as RemotesConfig;
}
