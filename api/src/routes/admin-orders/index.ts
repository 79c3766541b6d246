import type { FastifyPluginAsync } from 'fastify';

/** The admin panel's orders calls (`/api/admin/…`), each guarded by the permission its endpoint declares. */
const adminOrdersRoutes: FastifyPluginAsync = async () => {};

export default adminOrdersRoutes;
