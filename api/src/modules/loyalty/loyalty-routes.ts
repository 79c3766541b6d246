import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { loyaltyAccount } from './account';

/** Loyalty points: the signed-in user's balance and ledger (a guest gets null, as the page shows only the programme). */
const loyaltyRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.getLoyalty, async (request) => {
    const userId = (await request.getSession())?.user_id;
    return userId === null || userId === undefined ? null : loyaltyAccount(app.db, userId);
  });
};

export default loyaltyRoutes;
