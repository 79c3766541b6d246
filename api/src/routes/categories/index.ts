import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { toApiCategory } from '../../mappers/category';
import { listCategoryTree } from '../../repositories/categories';

const categoryRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.getCategoriesForWebShop, async () => {
    const tree = await listCategoryTree(app.catalogDb());
    return tree.map(toApiCategory);
  });
};

export default categoryRoutes;
