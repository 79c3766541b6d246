import type { FastifyPluginAsync } from 'fastify';
import categoryRoutes from './categories';
import categoryImageRoutes from './category-image';
import subcategoryRoutes from './subcategories';

/** The admin panel's categories calls (`/api/admin/…`), each guarded by the permission its endpoint declares. */
const adminCategoriesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(categoryRoutes);
  await app.register(subcategoryRoutes);
  await app.register(categoryImageRoutes);
};

export default adminCategoriesRoutes;
