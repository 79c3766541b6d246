import type { FastifyPluginAsync } from 'fastify';

/** The admin panel's categories calls (`/api/admin/…`), each guarded by the permission its endpoint declares. */
const adminCategoriesRoutes: FastifyPluginAsync = async () => {};

export default adminCategoriesRoutes;
