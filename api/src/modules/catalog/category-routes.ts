import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { toApiCategory } from './category-mapper';
import { listCategoryTree } from './category-repository';

const categoryRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.getCategoriesForWebShop, async () => {
    const tree = await listCategoryTree(app.catalogDb());
    return tree.map(toApiCategory);
  });
};

export default categoryRoutes;
