import type { FastifyPluginAsync } from 'fastify';

/** The admin panel's dashboard calls (`/api/admin/…`), each guarded by the permission its endpoint declares. */
const adminDashboardRoutes: FastifyPluginAsync = async () => {};

export default adminDashboardRoutes;
