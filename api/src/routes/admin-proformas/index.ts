import type { FastifyPluginAsync } from 'fastify';

/** The admin panel's proformas calls (`/api/admin/…`), each guarded by the permission its endpoint declares. */
const adminProformasRoutes: FastifyPluginAsync = async () => {};

export default adminProformasRoutes;
