import type { FastifyPluginAsync } from 'fastify';

/** The admin panel's messages calls (`/api/admin/…`), each guarded by the permission its endpoint declares. */
const adminMessagesRoutes: FastifyPluginAsync = async () => {};

export default adminMessagesRoutes;
