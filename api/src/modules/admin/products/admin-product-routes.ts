import type { FastifyPluginAsync } from 'fastify';
import bulkRoutes from './bulk-routes';
import imageRoutes from './image-routes';
import productRoutes from './product-routes';

/** The admin panel's products calls (`/api/admin/…`), each guarded by the permission its endpoint declares. */
const adminProductsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(productRoutes);
  await app.register(bulkRoutes);
  await app.register(imageRoutes);
};

export default adminProductsRoutes;
