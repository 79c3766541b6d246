import type { FastifyPluginAsync } from 'fastify';

/** The admin panel's users calls (`/api/admin/…`), each guarded by the permission its endpoint declares. */
const adminUsersRoutes: FastifyPluginAsync = async () => {};

export default adminUsersRoutes;
