import { ADMIN_USERS_PAGE_SIZE, type AdminUser, endpoints, Role } from '@shop/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { inRetriedTransaction } from '../../../db/retry-transaction';
import type { UserRow } from '../../../db/schema';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { staffUserOf } from '../../../plugins/app/staff-access';
import { deleteUserSessions, findUserById } from '../../accounts';
import { recordAudit } from '../audit';
import { listUsers, lockActiveAdminIds, setUserDeactivatedAt, setUserRole } from './admin-user-repository';

function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    email: user.email,
    name: user.username,
    role: Role.catch('Korisnik').parse(user.role),
    createdAt: user.created_at,
    deactivatedAt: user.deactivated_at,
  };
}

/** What the audit log keeps of an account: the fields this module changes, never the password hash. */
const auditedFields = (user: UserRow) => ({ role: user.role, deactivatedAt: user.deactivated_at });

/** The admin panel's users calls (`/api/admin/…`), each guarded by the permission its endpoint declares. */
const adminUsersRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.adminUsers, async (request) => {
    const { rows, total } = await listUsers(app.db, request.query, ADMIN_USERS_PAGE_SIZE);
    return { users: rows.map(toAdminUser), total, page: request.query.page, pageSize: ADMIN_USERS_PAGE_SIZE };
  });

  /**
   * Reads the account and the active Admins (locked) inside the write's transaction, refuses a change that would
   * leave the shop without an active Admin, applies `change` and records it.
   */
  const changeUser = (
    request: FastifyRequest,
    userId: number,
    action: 'user.role' | 'user.deactivate' | 'user.reactivate',
    change: {
      /** Whether the change takes the account out of the active Admins (then it must not be the last one). */
      removesAdmin: (user: UserRow) => boolean;
      apply: (trx: DbOrTransaction, user: UserRow) => Promise<void>;
    },
  ) =>
    inRetriedTransaction(app.db, async (trx) => {
      const activeAdminIds = await lockActiveAdminIds(trx);
      const before = await findUserById(trx, userId);
      if (!before) throw new HttpError('USER_NOT_FOUND');
      if (change.removesAdmin(before) && activeAdminIds.includes(userId) && activeAdminIds.length <= 1) {
        throw new HttpError('LAST_ADMIN');
      }
      await change.apply(trx, before);
      const after = await findUserById(trx, userId);
      if (!after) throw new HttpError('USER_NOT_FOUND');
      const [was, is] = [auditedFields(before), auditedFields(after)];
      // Asking for what the account already is (its role, already deactivated) writes nothing: nothing to record.
      if (JSON.stringify(was) !== JSON.stringify(is)) {
        await recordAudit(trx, request, { action, entity: 'user', entityId: userId, before: was, after: is });
      }
      return toAdminUser(after);
    });

  routeEndpoint(app, endpoints.adminSetUserRole, async (request) => {
    const { id } = request.params;
    const { role } = request.body;
    if (id === staffUserOf(request).id) throw new HttpError('OWN_ROLE_LOCKED');
    return changeUser(request, id, 'user.role', {
      removesAdmin: (user) => user.role === 'Admin' && role !== 'Admin',
      apply: async (trx, user) => {
        if (user.role !== role) await setUserRole(trx, id, role);
      },
    });
  });

  routeEndpoint(app, endpoints.adminSetUserActive, async (request) => {
    const { id } = request.params;
    const { active } = request.body;
    if (id === staffUserOf(request).id) throw new HttpError('OWN_ACCOUNT_LOCKED');
    return changeUser(request, id, active ? 'user.reactivate' : 'user.deactivate', {
      removesAdmin: () => !active,
      apply: async (trx, user) => {
        if (active) {
          if (user.deactivated_at) await setUserDeactivatedAt(trx, id, null);
          return;
        }
        if (!user.deactivated_at) await setUserDeactivatedAt(trx, id, new Date().toISOString());
        // Signed out everywhere at once; sign-in refuses the account from now on (routes/session).
        await deleteUserSessions(trx, id);
      },
    });
  });
};

export default adminUsersRoutes;
