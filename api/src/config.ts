import path from 'node:path';
import {
  isReleaseId,
  ORDER_LINE_QUANTITY_LIMIT,
  REMOTE_NAMES,
  type RemoteName,
  type RemotesConfig,
  remoteManifestPath,
} from '@shop/shared/contracts';
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

/*
 * Every environment variable the API reads, one row each, grouped by the part of the app that uses it. A new
 * concern adds its group here, spreads it into EnvSchema and builds its settings in `toConfig`.
 */

const serverVars = {
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Behind a TLS-terminating proxy: trust X-Forwarded-Proto/For so `auto` cookies become Secure. */
  TRUST_PROXY: booleanFlag.default(false),
  /** The whole request (headers and body) must arrive within this; a slow-body sender is cut off (408). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(15_000),
  /** A socket with no traffic this long is closed. */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(30_000),
  /** Longer than a load balancer's idle timeout (60 s on most), so the balancer closes first. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(72_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1_024).default(1_048_576),
};

const databaseVars = {
  DATABASE_URL: z.string().min(1).optional(),
  SEED_DEMO_USERS: booleanFlag.default(false),
  /** Longest a database query, connection attempt or SQLite lock wait may take before the request answers 503. */
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_DATABASE_TIMEOUT_MS),
  /** A read replica (`mysql://…`) for catalogue reads; carts, orders, sessions and staff pages stay on DATABASE_URL. */
  DATABASE_READ_URL: z.string().min(1).optional(),
  /** After a catalogue change, this instance reads the catalogue from the primary this long (the replica may lag). */
  DATABASE_READ_AFTER_WRITE_MS: z.coerce.number().int().min(0).default(5_000),
};

const remoteVars = {
  REMOTE_CATALOG_URL: manifestUrl.optional(),
  REMOTE_PRODUCT_URL: manifestUrl.optional(),
  REMOTE_CHECKOUT_URL: manifestUrl.optional(),
  REMOTE_ACCOUNT_URL: manifestUrl.optional(),
  REMOTE_ADMIN_URL: manifestUrl.optional(),
};

const sessionVars = {
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /** A guest session with an empty cart is deleted this long after it started (a cart keeps it 30 days). */
  GUEST_SESSION_HOURS: z.coerce.number().int().min(1).max(720).default(6),
};

const emailVars = {
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value), 'expected smtp://user:pass@host:port or smtps://…')
    .optional(),
  MAIL_FROM: z.string().min(3).default('IT Shop <noreply@itshop.ba>'),
  /** Where messages for the company's staff (the contact form, pro-forma copies) go. */
  STAFF_EMAIL: z.email().default('info@itshop.ba'),
  OUTBOX_DIR: z.string().min(1).optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(5_000),
};

const siteVars = {
  /** Google Analytics 4 measurement id, e.g. G-ABC123. */
  ANALYTICS_ID: z
    .string()
    .regex(/^[A-Z0-9-]{4,40}$/, 'expected an id such as G-ABC123')
    .optional(),
  /** Meta (Facebook) pixel id: digits. */
  PIXEL_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'expected the pixel id (digits)')
    .optional(),
  /** The public address used in /sitemap.xml and /robots.txt, e.g. https://www.itshop.ba (default: the request's). */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** More host names this site answers to (comma-separated, e.g. `itshop.ba,shop.itshop.ba`); others get 400. */
  ALLOWED_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .optional(),
};

const staticFileVars = {
  STATIC_ROOT: z.string().min(1).optional(),
};

const orderVars = {
  /** The most pieces of one product a cart line and a shop order may hold; more goes through a pro-forma. */
  ORDER_LINE_MAX_QUANTITY: z.coerce.number().int().min(1).max(999).default(ORDER_LINE_QUANTITY_LIMIT),
};

const paymentVars = {
  /** The test card provider approves test cards without moving money: never on in production unless asked for. */
  PAYMENT_TEST_PROVIDER: booleanFlag.optional(),
};

const productCacheVars = {
  /** Short enough that stock and prices on a product page are never more than a few seconds old. */
  PRODUCT_CACHE_TTL_MS: z.coerce.number().int().min(0).default(10_000),
};

const serverRenderVars = {
  /** `off`: every page is rendered in the browser only (as with no shell server build). */
  SSR: z.enum(['on', 'off']).default('on'),
  /** A page render waits this long for slow parts (a remote, its data); what is not ready is left to the browser. */
  SSR_TIMEOUT_MS: z.coerce.number().int().min(50).default(2_000),
  /** How often the remotes' manifests are read: a redeployed remote shows in server-rendered pages within this. */
  SSR_REMOTE_POLL_MS: z.coerce.number().int().min(100).default(5_000),
  /** Rendered anonymous pages kept in memory (0: none); each is dropped after the TTL or on a catalogue change. */
  SSR_CACHE_ENTRIES: z.coerce.number().int().min(0).default(500),
  SSR_CACHE_TTL_MS: z.coerce.number().int().min(0).default(10_000),
};

const releaseVars = {
  /** Releases of each package kept on disk by `pnpm release` (besides the live one and the one live before it). */
  RELEASES_KEEP: z.coerce.number().int().min(1).default(5),
  /** How often an instance reads the live releases when no Redis message can tell it (no Redis, or Redis down). */
  RELEASE_POLL_MS: z.coerce.number().int().min(100).default(1_000),
  /** `pnpm release`: the new release's id (default: the short commit and the UTC time); also baked into its build. */
  SHOP_RELEASE: z.string().refine(isReleaseId, 'expected letters, digits, ".", "_" and "-" (at most 64)').optional(),
};

const clusterVars = {
  /** Several API instances share cache invalidation, rate-limit counters, chat and search updates through it. */
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\//.test(value), 'expected redis://[user:password@]host:port[/db] or rediss://…')
    .optional(),
  /** Prefixes every key and channel, so several shops (or staging) may share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'expected letters, digits, ":", "_" or "-"')
    .default('shop:'),
  /** While Redis is unreachable, caches keep entries at most this long: other instances' changes cannot reach us. */
  REDIS_DOWN_CACHE_TTL_MS: z.coerce.number().int().min(0).default(1_000),
};

const rateLimitVars = {
  /** Off only for load tests and e2e runs that send many requests from one address. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
};

const EnvSchema = z.object({
  ...serverVars,
  ...databaseVars,
  ...remoteVars,
  ...sessionVars,
  ...emailVars,
  ...siteVars,
  ...staticFileVars,
  ...orderVars,
  ...paymentVars,
  ...productCacheVars,
  ...serverRenderVars,
  ...releaseVars,
  ...clusterVars,
  ...rateLimitVars,
});

type EnvVars = z.output<typeof EnvSchema>;

/** The validated settings, one object per concern; `buildApp(config)` reads nothing else. */
function toConfig(vars: EnvVars) {
  return {
    server: {
      port: vars.PORT,
      host: vars.HOST,
      nodeEnv: vars.NODE_ENV,
      logLevel: vars.LOG_LEVEL,
      trustProxy: vars.TRUST_PROXY,
      requestTimeoutMs: vars.REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: vars.CONNECTION_TIMEOUT_MS,
      keepAliveTimeoutMs: vars.KEEP_ALIVE_TIMEOUT_MS,
      bodyLimitBytes: vars.BODY_LIMIT_BYTES,
    },
    database: {
      /** `mysql://…` for MySQL/MariaDB, otherwise a SQLite file path. */
      url: vars.DATABASE_URL ?? path.join(REPO_ROOT, 'data', 'shop.sqlite'),
      seedDemoUsers: vars.SEED_DEMO_USERS,
      timeoutMs: vars.DATABASE_TIMEOUT_MS,
      /** Catalogue reads go here when set (a replica); everything else, and reads right after a write, to `url`. */
      readUrl: vars.DATABASE_READ_URL ?? null,
      readAfterWriteMs: vars.DATABASE_READ_AFTER_WRITE_MS,
    },
    remotes: remotesConfig(vars),
    session: {
      /** `auto`: Secure when the request came over TLS (behind a proxy: with TRUST_PROXY). */
      cookieSecure: vars.COOKIE_SECURE === 'auto' ? ('auto' as const) : vars.COOKIE_SECURE === 'true',
      guestSessionHours: vars.GUEST_SESSION_HOURS,
      /** Expired and idle guest sessions are swept periodically; tests sweep themselves. */
      runSweeper: vars.NODE_ENV !== 'test',
    },
    accounts: {
      /** argon2id cost of new password hashes: OWASP's minimum; the test suite hashes its many users lightly. */
      passwordHashCost: vars.NODE_ENV === 'test' ? ('light' as const) : ('standard' as const),
      /**
       * Answers that must not tell whether an account exists (register, resend, forgot password) take at least this
       * long, above the slow path's usual time; the test suite sets it where it checks it.
       */
      minimumAnswerMs: vars.NODE_ENV === 'test' ? 0 : 300,
    },
    email: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM,
      staffEmail: vars.STAFF_EMAIL,
      /** Without SMTP, delivered messages are written here as .eml files. */
      directory: path.resolve(vars.OUTBOX_DIR ?? path.join(REPO_ROOT, 'data', 'outbox')),
      pollMs: vars.OUTBOX_POLL_MS,
      /** Tests drive delivery themselves; every other environment runs the worker. */
      runWorker: vars.NODE_ENV !== 'test',
    },
    site: {
      /** Unset tracking ids mean nothing loads in the browser, whatever the visitor consented to. */
      analyticsId: vars.ANALYTICS_ID ?? null,
      pixelId: vars.PIXEL_ID ?? null,
      /**
       * The site's public origin for every absolute URL (emails, canonical links, sitemap), without a trailing
       * slash: SITE_URL, never a request's Host header, which the sender of a request controls. Unset
       * (development), this server's own local address. Routes read it as `request.siteOrigin()`.
       */
      url: vars.SITE_URL?.replace(/\/+$/, '') ?? `http://localhost:${vars.PORT}`,
      /**
       * Host names a request may name (its Host header): SITE_URL's and ALLOWED_HOSTS. Outside production, or when
       * neither is set, also localhost and 127.0.0.1 on any port.
       */
      allowedHosts: allowedHosts(vars),
    },
    staticFiles: {
      /** Holds `shell/dist` and `mf-<name>/dist`. */
      root: path.resolve(vars.STATIC_ROOT ?? REPO_ROOT),
    },
    orders: {
      lineQuantityLimit: vars.ORDER_LINE_MAX_QUANTITY,
    },
    payments: {
      /** Card payments go through the test provider (default: everywhere but production); off, cards are refused. */
      testProvider: vars.PAYMENT_TEST_PROVIDER ?? vars.NODE_ENV !== 'production',
    },
    productCache: {
      ttlMs: vars.PRODUCT_CACHE_TTL_MS,
    },
    serverRender: {
      enabled: vars.SSR === 'on',
      timeoutMs: vars.SSR_TIMEOUT_MS,
      remotePollMs: vars.SSR_REMOTE_POLL_MS,
      cacheEntries: vars.SSR_CACHE_ENTRIES,
      cacheTtlMs: vars.SSR_CACHE_TTL_MS,
    },
    releases: {
      keep: vars.RELEASES_KEEP,
      pollMs: vars.RELEASE_POLL_MS,
      nextReleaseId: vars.SHOP_RELEASE,
    },
    cluster: {
      /** Unset: one process, everything in memory as before. */
      redisUrl: vars.REDIS_URL ?? null,
      keyPrefix: vars.REDIS_KEY_PREFIX,
      degradedCacheTtlMs: vars.REDIS_DOWN_CACHE_TTL_MS,
    },
    rateLimit: {
      enabled: vars.RATE_LIMITS === 'on',
      policies: RATE_LIMIT_POLICIES as {
        [Name in RateLimitPolicyName]: RateLimitPolicy & (typeof RATE_LIMIT_POLICIES)[Name];
      },
    },
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What a use may be counted by besides the address (`app.hitRateLimit(…, keys)`). */
export type RateLimitKeyKind = 'session' | 'email' | 'address';

/**
 * What one policy allows within `windowMs`: `max` per IP, `perAccountMax` per account email (the body's `email`), and
 * `perKeyMax` per session, email or address the route names. Limits that protect one session or one email are
 * tight; the per-address ceiling is higher, so an office behind one address is not refused for its neighbours.
 */
export interface RateLimitPolicy {
  max?: number;
  windowMs: number;
  perAccountMax?: number;
  perKeyMax?: Partial<Record<RateLimitKeyKind, number>>;
  /** People may reach it too: the refusal offers the shop's phone and email (TOO_MANY_REQUESTS_CONTACT_US). */
  contactUs?: boolean;
  /**
   * Counts each attempt before it is tried and gives back the ones that succeed, so only refused attempts (a 4xx:
   * wrong passwords) use the limit up; the request after the last allowed failure gets 429, and a parallel burst gets
   * no more tries than the limit.
   */
  countFailuresOnly?: boolean;
}

/**
 * The rate limits (issue 13), as a real shop sets them: generous for a person, tight for a script. A route picks one
 * by name (`rateLimit('signIn')` in plugins/external/rate-limit.ts).
 */
const RATE_LIMIT_POLICIES = {
  signIn: { max: 10, perAccountMax: 10, windowMs: 15 * MINUTE, countFailuresOnly: true },
  register: { max: 5, perAccountMax: 3, windowMs: HOUR },
  passwordReset: { max: 5, perAccountMax: 3, windowMs: HOUR },
  resendVerification: { max: 5, perAccountMax: 3, windowMs: HOUR },
  // Pro-formas and orders are what a real buyer sends: per session and per email, with a higher ceiling per address.
  proforma: { max: 30, perKeyMax: { session: 5, email: 5 }, windowMs: 10 * MINUTE, contactUs: true },
  order: { max: 30, perKeyMax: { session: 5, email: 5, address: 5 }, windowMs: HOUR, contactUs: true },
  // Order confirmations to an address no confirmed account owns (a guest's, or anyone's typed in): the order still
  // goes through past it, without the email.
  orderEmail: { perKeyMax: { email: 3 }, windowMs: HOUR },
  contact: { max: 5, windowMs: 10 * MINUTE },
  // A quote's change request emails staff: a person asks a few times, not dozens.
  quoteChange: { max: 10, windowMs: 10 * MINUTE },
  // A company administrator inviting colleagues: a whole department at once, not a mailing list.
  companyInvite: { max: 30, windowMs: HOUR },
  // An office of 20 people behind one address (NAT): a person searching makes up to ~60 calls a minute at the busiest
  // (the box's suggestions and subcategory rows after each pause in typing, a results page, its filters and scrolled
  // pages), so 20 × 60. A script at that rate costs a few per cent of a core (each search takes milliseconds). The
  // server's own render of /pretraga is not counted (plugins/external/rate-limit.ts, internal requests).
  search: { max: 1_200, windowMs: MINUTE },
  guestSession: { max: 30, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitPolicy>;
export type RateLimitPolicyName = keyof typeof RATE_LIMIT_POLICIES;

/** An interface (not a type alias) so editors and compiler errors show its name rather than its whole shape. */
export interface AppConfig extends ReturnType<typeof toConfig> {}
export type EmailConfig = AppConfig['email'];
export type AccountsConfig = AppConfig['accounts'];
export type SiteSettings = AppConfig['site'];
export type RateLimitConfig = AppConfig['rateLimit'];
export type ServerRenderConfig = AppConfig['serverRender'];
export type ReleaseConfig = AppConfig['releases'];
export type ClusterConfig = AppConfig['cluster'];
export type DatabaseConfig = AppConfig['database'];
export type OrdersConfig = AppConfig['orders'];

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
  return toConfig(result.data);
}

/** `FOO=` in a .env file or a compose file means "not set", not "set to nothing". */
function withoutEmptyValues(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}

/** Host names of a developer's machine: allowed on any port outside production (or when no site name is set). */
export const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

function allowedHosts(vars: EnvVars): string[] {
  const configured = [...(vars.SITE_URL ? [new URL(vars.SITE_URL).hostname] : []), ...(vars.ALLOWED_HOSTS ?? [])];
  const local = vars.NODE_ENV !== 'production' || configured.length === 0 ? LOCAL_HOSTS : [];
  return [...new Set([...configured, ...local])];
}

function remotesConfig(vars: EnvVars): RemotesConfig {
  const overrides: Record<RemoteName, string | undefined> = {
    catalog: vars.REMOTE_CATALOG_URL,
    product: vars.REMOTE_PRODUCT_URL,
    checkout: vars.REMOTE_CHECKOUT_URL,
    account: vars.REMOTE_ACCOUNT_URL,
    admin: vars.REMOTE_ADMIN_URL,
  };
  const entries = REMOTE_NAMES.map((name) => [name, { entry: overrides[name] ?? remoteManifestPath(name) }]);
  return Object.fromEntries(entries) as RemotesConfig;
}
