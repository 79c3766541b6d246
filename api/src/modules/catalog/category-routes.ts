import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { requestLanguage } from '../../http/language';
import { toApiCategory } from './category-mapper';
import { listCategoryTree } from './category-repository';

const categoryRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.getCategoriesForWebShop, async (request) => {
    const tree = await listCategoryTree(app.catalogDb());
    const language = requestLanguage(request);
    return tree.map((category) => toApiCategory(category, language));
  });
};

export default categoryRoutes;
