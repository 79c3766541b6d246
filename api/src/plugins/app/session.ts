import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionRow } from '../../db/schema';
import {
  deleteExpiredSessions,
  deleteIdleGuestSessions,
  deleteSession,
  findActiveSession,
  insertSession,
} from '../../modules/accounts';
import { moveGuestCartToUser } from '../../modules/cart';
import { moveGuestCompareToUser } from '../../modules/compare';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The visitor's session, read from the DB on the first call and remembered for the request. Routes that never
     * call it never touch the DB. A missing, malformed, unknown or expired cookie means no session (never an error).
     */
    getSession(): Promise<SessionRow | undefined>;
    sessionLookup: Promise<SessionRow | undefined> | null;
  }
  interface FastifyReply {
    /** Signs the user in under a fresh session id (the old one is dropped); a guest's cart and compare list move over. */
    signIn(userId: number): Promise<void>;
    /** Deletes the session and the cookie. */
    signOut(): Promise<void>;
    /** The visitor's session, starting a guest session (and its cookie) when there is none: for a cart or compare. */
    ensureSession(): Promise<SessionRow>;
  }
}

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
/** base64url of 32 random bytes. Anything else is not ours and is not worth a DB lookup. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The cookie's value: 32 random bytes, base64url. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The DB keeps only a hash: a leaked sessions table does not hand out live cookies. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionPluginOptions {
  /** `auto`: Secure when the request came over TLS (behind a proxy: with TRUST_PROXY). */
  cookieSecure: 'auto' | boolean;
  /** A guest session with an empty cart is swept this long after it started. */
  guestSessionHours: number;
  runSweeper: boolean;
}

const SWEEP_INTERVAL_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes expired sessions and guest sessions idle past `guestSessionHours` with an empty cart. */
    sweepSessions(now?: Date): Promise<void>;
  }
}

export default fp(
  async (app, { cookieSecure, guestSessionHours, runSweeper }: SessionPluginOptions) => {
    app.decorate('sweepSessions', async (now = new Date()) => {
      await deleteExpiredSessions(app.db, now.toISOString());
      await deleteIdleGuestSessions(app.db, new Date(now.getTime() - guestSessionHours * 3_600_000).toISOString());
    });
    if (runSweeper) {
      const sweep = () =>
        void app.sweepSessions().catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'));
      const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }

    const cookieOptions = (request: FastifyRequest): CookieSerializeOptions => ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: cookieSecure === 'auto' ? request.protocol === 'https' : cookieSecure,
    });

    const sessionIdFromCookie = (request: FastifyRequest): string | undefined => {
      const token = request.cookies[SESSION_COOKIE];
      return token && TOKEN_FORMAT.test(token) ? hashSessionToken(token) : undefined;
    };

    app.decorateRequest('sessionLookup', null);
    app.decorateRequest('getSession', function (this: FastifyRequest) {
      if (this.sessionLookup === null) {
        const id = sessionIdFromCookie(this);
        this.sessionLookup = id ? findActiveSession(app.db, id, new Date().toISOString()) : Promise.resolve(undefined);
      }
      return this.sessionLookup;
    });

    /** A new session row (not yet stored) and the cookie token that names it. */
    const newSession = (userId: number | null) => {
      const token = createSessionToken();
      const now = new Date();
      const session: SessionRow = {
        id: hashSessionToken(token),
        user_id: userId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SESSION_MS).toISOString(),
      };
      return { token, session };
    };

    const setSessionCookie = (reply: FastifyReply, token: string) =>
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(reply.request), maxAge: SESSION_MS / 1000 });

    app.decorateReply('signIn', async function (this: FastifyReply, userId: number) {
      const request = this.request;
      const previous = await request.getSession();
      const { token, session } = newSession(userId);
      await app.db.transaction().execute(async (trx) => {
        await insertSession(trx, { id: session.id, userId, expiresAt: session.expires_at });
        if (previous) {
          if (previous.user_id === null) {
            await moveGuestCartToUser(trx, previous.id, userId);
            await moveGuestCompareToUser(trx, previous.id, userId);
          }
          await deleteSession(trx, previous.id);
        }
      });
      request.sessionLookup = Promise.resolve(session);
      // Housekeeping piggybacks on sign-ins; a failure here must not fail the sign-in.
      await deleteExpiredSessions(app.db, session.created_at).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not delete expired sessions');
      });
      setSessionCookie(this, token);
    });

    app.decorateReply('ensureSession', async function (this: FastifyReply) {
      const existing = await this.request.getSession();
      if (existing) return existing;
      await app.hitRateLimit(this.request, this, 'guestSession');
      const { token, session } = newSession(null);
      await insertSession(app.db, { id: session.id, userId: null, expiresAt: session.expires_at });
      this.request.sessionLookup = Promise.resolve(session);
      setSessionCookie(this, token);
      return session;
    });

    app.decorateReply('signOut', async function (this: FastifyReply) {
      const session = await this.request.getSession();
      if (session) await deleteSession(app.db, session.id);
      this.request.sessionLookup = Promise.resolve(undefined);
      if (this.request.cookies[SESSION_COOKIE] !== undefined) {
        this.clearCookie(SESSION_COOKIE, cookieOptions(this.request));
      }
    });
  },
  { name: 'session', dependencies: ['cookie', 'db', 'rate-limit'] },
);
