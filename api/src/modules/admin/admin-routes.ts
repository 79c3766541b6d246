import type { FastifyPluginAsync } from 'fastify';
import adminAuditRoutes from './audit/audit-routes';
import adminCategoriesRoutes from './categories/admin-category-routes';
import adminDashboardRoutes from './dashboard/dashboard-routes';
import adminImportRoutes from './import/import-routes';
import adminMessagesRoutes from './messages/admin-message-routes';
import adminOrdersRoutes from './orders/admin-order-routes';
import adminProductsRoutes from './products/admin-product-routes';
import adminProformasRoutes from './proformas/admin-proforma-routes';
import adminPromotionsRoutes from './promotions/admin-promotion-routes';
import adminUsersRoutes from './users/admin-user-routes';

/**
 * The admin panel's API (`/api/admin/*`), one module per section of the panel. The staff-access plugin checks each
 * route's permission (contracts/admin/permissions.ts) before anything else; `permissions.test.ts` proves it.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminDashboardRoutes);
  await app.register(adminProductsRoutes);
  await app.register(adminCategoriesRoutes);
  await app.register(adminPromotionsRoutes);
  await app.register(adminImportRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminProformasRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminMessagesRoutes);
  await app.register(adminAuditRoutes);
};

export default adminRoutes;
