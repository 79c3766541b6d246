import { createHash, randomBytes } from 'node:crypto';
import { roleCan } from '@shop/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findUserById } from '../accounts';

/** Who holds a socket: staff see every conversation; a visitor sees only their own. */
export type ChatIdentity = { kind: 'staff' } | { kind: 'visitor'; conversation: string };

/**
 * One conversation per session, shared by all of a visitor's tabs on any instance. Derived, not the session id: the
 * id goes out to staff sockets and must not name (or help find) the session row.
 */
export function conversationOfSession(sessionId: string): string {
  return createHash('sha256').update(`chat:${sessionId}`).digest('base64url').slice(0, 22);
}

/** A visitor without a session talks for as long as this socket lives. */
function randomConversation(): string {
  return randomBytes(16).toString('base64url');
}

/** Read at the handshake, from the database: a role changed or an account deactivated counts for the next socket. */
export async function chatIdentityOf(db: Kysely<Database>, request: FastifyRequest): Promise<ChatIdentity> {
  const session = await request.getSession();
  if (session?.user_id != null) {
    const user = await findUserById(db, session.user_id);
    if (user && !user.deactivated_at && roleCan(user.role, 'messages.manage')) return { kind: 'staff' };
  }
  return { kind: 'visitor', conversation: session ? conversationOfSession(session.id) : randomConversation() };
}
