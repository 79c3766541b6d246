import type { FastifyPluginAsync } from 'fastify';

/** The admin panel's products calls (`/api/admin/…`), each guarded by the permission its endpoint declares. */
const adminProductsRoutes: FastifyPluginAsync = async () => {};

export default adminProductsRoutes;
