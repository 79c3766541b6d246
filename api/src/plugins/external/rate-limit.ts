import { createHash, randomBytes } from 'node:crypto';
import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { company, headOffice } from '@shop/shared/site';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { clusterRateLimitStore } from '../../cluster/rate-limit-store';
import type { RateLimitConfig, RateLimitKeyKind, RateLimitPolicy, RateLimitPolicyName } from '../../config';
import { HttpError } from '../../http/http-error';
import { AttemptCounter } from './attempt-counter';

export type { RateLimitPolicyName } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one use of a policy outside a route's own limit (a new guest session, an order); throws 429 over the
     * limit. `keys` names what else the use is counted by (the session, an email, an address), for the policy's
     * `perKeyMax`.
     */
    hitRateLimit(
      request: FastifyRequest,
      reply: FastifyReply,
      policy: RateLimitPolicyName,
      keys?: RateLimitKeys,
    ): Promise<void>;
    /** Counts one use like `hitRateLimit`, and answers whether it was within the limit instead of refusing it. */
    withinRateLimit(request: FastifyRequest, policy: RateLimitPolicyName, keys?: RateLimitKeys): Promise<boolean>;
    /**
     * Headers that mark a request the API makes to itself (`inject`, e.g. the server render's prefetch): no limit
     * counts it. The value is random per process and never leaves it, so no visitor can send it.
     */
    internalRequestHeaders: Readonly<Record<string, string>>;
  }
}

/** What a use is counted by besides the address: raw values, hashed before they become counter keys. */
export type RateLimitKeys = Partial<Record<RateLimitKeyKind, string>>;

const INTERNAL_HEADER = 'x-shop-internal';

/**
 * A route's rate limit, by policy name: `config: { rateLimit: rateLimit('signIn') }` (or `routeEndpoint`'s
 * `rateLimit` option). The figures live in `config.rateLimit.policies`; the policy name travels as `groupId`.
 */
export function rateLimit(policy: RateLimitPolicyName): RateLimitOptions {
  return { groupId: policy };
}

/** How many counters one instance keeps in memory; the least recently used go first. */
const LOCAL_COUNTERS = 10_000;

type Check = (request: FastifyRequest, options?: { increment?: boolean }) => Promise<LimitResult>;
type LimitResult = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;

interface PolicyLimiters {
  policy: RateLimitPolicy;
  perIp?: Check;
  /** Only for policies that also count per account (the email in the request body). */
  perAccount?: Check;
  /** Per key the caller names (`hitRateLimit(…, keys)`). */
  perKey: Map<RateLimitKeyKind, Check>;
}

/** The keys a request is counted by in this call (`hitRateLimit`), hashed. */
const keysOfRequest = new WeakMap<FastifyRequest, RateLimitKeys>();

/** A counter key for a value: a hash, so no email or street address is written to Redis (or memory) as a key. */
function hashed(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url');
}

/** The account a request speaks for: the email field of its body, normalised, or nothing. */
function accountEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}

/** The account's counter key: a hash, so no email address is written to Redis (or kept in memory) as a key. */
function accountKey(request: FastifyRequest): string {
  return createHash('sha256')
    .update(accountEmail(request) ?? '')
    .digest('base64url');
}

function isPolicyName(value: unknown, policies: RateLimitConfig['policies']): value is RateLimitPolicyName {
  return typeof value === 'string' && Object.hasOwn(policies, value);
}

/**
 * Over the limit: answer 429 with Retry-After and the wait in minutes in the visitor's language; where people may
 * reach the limit too (`contactUs`), also the shop's phone and email.
 */
function refuse(reply: FastifyReply, ttlMs: number, policy?: RateLimitPolicy): never {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  reply.header('retry-after', String(seconds));
  const minutes = Math.ceil(seconds / 60);
  if (policy?.contactUs) {
    throw new HttpError('TOO_MANY_REQUESTS_CONTACT_US', { minutes, phone: headOffice.phones[0], email: company.email });
  }
  throw new HttpError('TOO_MANY_REQUESTS', { minutes });
}

/**
 * Named rate-limit policies over @fastify/rate-limit. The library is registered in its own scope with `global: false`
 * so only this plugin reads `config.rateLimit`: one policy may count per IP and per account, and sign-in counts each
 * attempt before it is tried and gives back the successful ones (attempt-counter.ts), which the library cannot do.
 */
export default fp(
  async (app, options: RateLimitConfig) => {
    const limiters = new Map<RateLimitPolicyName, PolicyLimiters>();
    const internalToken = randomBytes(24).toString('base64url');
    app.decorate('internalRequestHeaders', { [INTERNAL_HEADER]: internalToken });
    /**
     * The server render's own prefetches (and any other `inject` the API makes) arrive from 127.0.0.1: counted, they
     * would share one budget for every visitor whose page the server renders (issue 22).
     */
    const counts = (request: FastifyRequest) => options.enabled && request.headers[INTERNAL_HEADER] !== internalToken;
    // With REDIS_URL the counters are shared by every instance (see cluster/rate-limit-store.ts).
    const store = clusterRateLimitStore(app.cluster, { cache: LOCAL_COUNTERS });
    await app.register(async (scope) => {
      await scope.register(fastifyRateLimit, { global: false, store, cache: LOCAL_COUNTERS });
      for (const [name, policy] of Object.entries(options.policies) as [RateLimitPolicyName, RateLimitPolicy][]) {
        const timeWindow = policy.windowMs;
        const perKey = new Map<RateLimitKeyKind, Check>();
        for (const [kind, max] of Object.entries(policy.perKeyMax ?? {}) as [RateLimitKeyKind, number][]) {
          const keyGenerator = (r: FastifyRequest) => `${name}:${kind}:${keysOfRequest.get(r)?.[kind] ?? ''}`;
          perKey.set(kind, scope.createRateLimit({ max, timeWindow, keyGenerator }));
        }
        limiters.set(name, {
          policy,
          perIp:
            policy.max === undefined
              ? undefined
              : scope.createRateLimit({ max: policy.max, timeWindow, keyGenerator: (r) => `${name}:ip:${r.ip}` }),
          perAccount: policy.perAccountMax
            ? scope.createRateLimit({
                max: policy.perAccountMax,
                timeWindow,
                keyGenerator: (r) => `${name}:account:${accountKey(r)}`,
              })
            : undefined,
          perKey,
        });
      }
    });

    /** The checks that apply to this request: per IP, per account when the body names one, per key it was given. */
    const checksFor = (request: FastifyRequest, limits: PolicyLimiters): Check[] => {
      const keys = keysOfRequest.get(request) ?? {};
      return [
        ...(limits.perIp ? [limits.perIp] : []),
        ...(limits.perAccount && accountEmail(request) ? [limits.perAccount] : []),
        ...[...limits.perKey].filter(([kind]) => keys[kind] !== undefined).map(([, check]) => check),
      ];
    };

    /** Counts this request; answers the first counter over the limit, if any. */
    const count = async (request: FastifyRequest, limits: PolicyLimiters) => {
      const results = await Promise.all(checksFor(request, limits).map((check) => check(request)));
      return results.find((result) => !result.isAllowed && result.isExceeded);
    };

    /** Counts this request; refuses it when any of its counters is over the limit. */
    const hit = async (request: FastifyRequest, reply: FastifyReply, limits: PolicyLimiters) => {
      if (!counts(request)) return;
      const exceeded = await count(request, limits);
      if (exceeded && !exceeded.isAllowed) refuse(reply, exceeded.ttl, limits.policy);
    };
    const withKeys = (request: FastifyRequest, keys: RateLimitKeys | undefined) => {
      const hashedKeys: RateLimitKeys = {};
      for (const [kind, value] of Object.entries(keys ?? {}) as [RateLimitKeyKind, string | undefined][]) {
        if (value) hashedKeys[kind] = hashed(value);
      }
      keysOfRequest.set(request, hashedKeys);
    };

    /*
     * Failure-counting policies (sign-in): each attempt takes its place in the counters before it is tried (the
     * password checked), and gives it back once it succeeded; only refused attempts stay counted. Counting after the
     * answer let a parallel burst through before its first failure was counted (issue 24).
     */
    const attempts = new AttemptCounter(app.cluster);
    const attemptsTaken = new WeakMap<FastifyRequest, string[]>();
    const takeAttempt = async (request: FastifyRequest, reply: FastifyReply, name: string, limits: PolicyLimiters) => {
      if (!counts(request)) return;
      const { policy } = limits;
      const counters: [string, number][] = policy.max === undefined ? [] : [[`${name}:ip:${request.ip}`, policy.max]];
      if (policy.perAccountMax && accountEmail(request)) {
        counters.push([`${name}:account:${accountKey(request)}`, policy.perAccountMax]);
      }
      const counted = await Promise.all(counters.map(([key]) => attempts.take(key, policy.windowMs)));
      const over = counted.find((attempt, index) => attempt.count > (counters[index]?.[1] ?? 0));
      // Refused before it was tried: nothing to give back, and it does not lengthen the wait either (a fixed window).
      if (over) refuse(reply, over.ttlMs);
      attemptsTaken.set(
        request,
        counters.map(([key]) => key),
      );
    };
    const settleAttempt: onSendHookHandler = async (request, reply, payload) => {
      const keys = attemptsTaken.get(request);
      if (keys && !isRefusedAttempt(reply.statusCode)) await Promise.all(keys.map((key) => attempts.giveBack(key)));
      return payload;
    };

    app.decorate(
      'hitRateLimit',
      async (request: FastifyRequest, reply: FastifyReply, name: RateLimitPolicyName, keys?: RateLimitKeys) => {
        const limits = limiters.get(name);
        if (!limits) return;
        withKeys(request, keys);
        await hit(request, reply, limits);
      },
    );
    app.decorate(
      'withinRateLimit',
      async (request: FastifyRequest, name: RateLimitPolicyName, keys?: RateLimitKeys) => {
        const limits = limiters.get(name);
        if (!limits || !counts(request)) return true;
        withKeys(request, keys);
        return (await count(request, limits)) === undefined;
      },
    );

    app.addHook('onRoute', (route) => {
      const name = route.config?.rateLimit ? route.config.rateLimit.groupId : undefined;
      if (name === undefined) return;
      if (!isPolicyName(name, options.policies)) throw new Error(`Unknown rate-limit policy "${name}" on ${route.url}`);
      const limits = limiters.get(name) as PolicyLimiters;
      // preHandler: the body is parsed, so the account (email) is known.
      const guard: preHandlerHookHandler = limits.policy.countFailuresOnly
        ? (request, reply, done) => void takeAttempt(request, reply, name, limits).then(() => done(), done)
        : (request, reply, done) => void hit(request, reply, limits).then(() => done(), done);
      route.preHandler = [...toArray(route.preHandler), guard];
      if (limits.policy.countFailuresOnly) route.onSend = [...toArray(route.onSend), settleAttempt];
    });
  },
  { name: 'rate-limit', dependencies: ['cluster'] },
);

/** A failed attempt: any client error (a wrong password is 401 at sign-in, 400 on the account's forms) but 429. */
function isRefusedAttempt(statusCode: number): boolean {
  return statusCode >= 400 && statusCode < 500 && statusCode !== 429;
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
