import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';

/** Liveness only: answers without touching the DB (also the benchmark's baseline "bare JSON route"). */
const healthRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.health, async () => ({ status: 'ok' as const }), { needsDatabase: false });
};

export default healthRoutes;
