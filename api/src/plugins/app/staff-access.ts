import { roleCan, STAFF_PATH_PREFIX, type StaffPermission } from '@shop/shared/contracts';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { findUserById } from '../../modules/accounts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A staff route: the permission (STAFF_PERMISSIONS in the contracts) it needs, checked before anything else. */
    permission?: StaffPermission;
  }
  interface FastifyRequest {
    /** The signed-in staff member, set on staff routes once the permission check passed. */
    staffUser: UserRow | null;
  }
  interface FastifyInstance {
    /** Every staff route registered, with the permission it declared: the permissions test walks this list. */
    staffRoutes: StaffRoute[];
  }
}

export interface StaffRoute {
  method: string;
  url: string;
  permission: StaffPermission | undefined;
}

/** Every route under this prefix is a staff route: one without a declared permission is refused to everyone. */
export const STAFF_ROUTE_PREFIX = STAFF_PATH_PREFIX;

/**
 * Checks roles on the server, route by route: each staff route (`config.permission`, or any path under
 * `/api/admin/`) first reads the session's user from the database, so a role changed or an account deactivated a
 * moment ago counts at once. A guest gets 401, a role without the permission 403, both before the body is read.
 */
export default fp(
  async (app) => {
    app.decorateRequest('staffUser', null);
    const staffRoutes: StaffRoute[] = [];
    app.decorate('staffRoutes', staffRoutes);

    const checkStaff =
      (permission: StaffPermission | undefined): onRequestHookHandler =>
      async (request) => {
        const userId = (await request.getSession())?.user_id;
        const user = userId == null ? undefined : await findUserById(app.db, userId);
        if (!user || user.deactivated_at) throw new HttpError('STAFF_SIGN_IN_REQUIRED');
        if (!permission || !roleCan(user.role, permission)) throw new HttpError('STAFF_FORBIDDEN');
        request.staffUser = user;
      };

    app.addHook('onRoute', (route) => {
      const permission = route.config?.permission;
      if (!permission && !route.url.startsWith(STAFF_ROUTE_PREFIX)) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') staffRoutes.push({ method, url: route.url, permission });
      }
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [checkStaff(permission), ...existing];
    });
  },
  { name: 'staff-access', dependencies: ['db'] },
);

/** The staff member behind a staff route's request (the access check has set it). */
export function staffUserOf(request: FastifyRequest): UserRow {
  if (!request.staffUser) throw new HttpError('STAFF_SIGN_IN_REQUIRED');
  return request.staffUser;
}
