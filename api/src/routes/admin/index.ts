import type { FastifyPluginAsync } from 'fastify';
import adminAuditRoutes from '../admin-audit';
import adminCategoriesRoutes from '../admin-categories';
import adminDashboardRoutes from '../admin-dashboard';
import adminImportRoutes from '../admin-import';
import adminMessagesRoutes from '../admin-messages';
import adminOrdersRoutes from '../admin-orders';
import adminProductsRoutes from '../admin-products';
import adminProformasRoutes from '../admin-proformas';
import adminPromotionsRoutes from '../admin-promotions';
import adminUsersRoutes from '../admin-users';

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
