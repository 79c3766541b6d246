import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { sumCartQuantity } from '../../repositories/cart';
import { ownerOf } from '../../repositories/item-owner';

const cartRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.getCartAmount, async (request) => {
    const session = await request.getSession();
    return session ? sumCartQuantity(app.db, ownerOf(session)) : 0;
  });
};

export default cartRoutes;
