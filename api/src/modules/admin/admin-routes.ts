import type { FastifyPluginAsync } from 'fastify';
import { adminQuoteRoutes } from '../quotes';
import { adminAuditRoutes } from './audit';
import { adminCategoriesRoutes } from './categories';
import { adminCompaniesRoutes } from './companies';
import { adminDashboardRoutes } from './dashboard';
import { adminEnglishTermRoutes } from './english-terms';
import { adminImportRoutes } from './import';
import { adminMessagesRoutes } from './messages';
import { adminOrdersRoutes } from './orders';
import { adminPriceListsRoutes } from './price-lists';
import { adminProductsRoutes } from './products';
import { adminProformasRoutes } from './proformas';
import { adminPromotionsRoutes } from './promotions';
import { adminReleasesRoutes } from './releases';
import { adminSearchRoutes } from './search';
import { adminUsersRoutes } from './users';

/**
 * The admin panel's API (`/api/admin/*`), one module per section of the panel. The staff-access plugin checks each
 * route's permission (contracts/admin/permissions.ts) before anything else; `permissions.test.ts` proves it.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminDashboardRoutes);
  await app.register(adminProductsRoutes);
  await app.register(adminCategoriesRoutes);
  await app.register(adminPromotionsRoutes);
  await app.register(adminEnglishTermRoutes);
  await app.register(adminImportRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminProformasRoutes);
  await app.register(adminQuoteRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminMessagesRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminSearchRoutes);
  await app.register(adminReleasesRoutes);
  await app.register(adminPriceListsRoutes);
  await app.register(adminCompaniesRoutes);
};

export default adminRoutes;
