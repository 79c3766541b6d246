import type { ExpressionBuilder } from 'kysely';
import type { Database } from './schema';

/** Cart and compare rows belong to a signed-in user, or to a guest's session until the guest signs in. */
export type ItemOwner = { userId: number } | { sessionId: string };

export function ownerOf(session: { id: string; user_id: number | null }): ItemOwner {
  return session.user_id === null ? { sessionId: session.id } : { userId: session.user_id };
}

/**
 * `where(ownedBy(owner))` on cart_items or compare_items. Both tables have the same owner columns; Kysely cannot type
 * a column reference over a union of tables, hence the cast to one of them.
 */
export function ownedBy(owner: ItemOwner) {
  return (eb: ExpressionBuilder<Database, 'cart_items'> | ExpressionBuilder<Database, 'compare_items'>) =>
    'userId' in owner
      ? (eb as ExpressionBuilder<Database, 'cart_items'>)('user_id', '=', owner.userId)
      : (eb as ExpressionBuilder<Database, 'cart_items'>)('session_id', '=', owner.sessionId);
}

/** What a limit counts "per session" by: the signed-in user (all their sessions together), else the guest's session. */
export function sessionKey(session: { id: string; user_id: number | null } | undefined): string | undefined {
  if (!session) return undefined;
  return session.user_id === null ? `session:${session.id}` : `user:${session.user_id}`;
}
