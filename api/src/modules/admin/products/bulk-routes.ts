import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../../http/endpoint-route';
import { runBulkAction } from './bulk-products';

/** Bulk actions on the table's selection: all or nothing, in one transaction. */
const bulkRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.adminBulkProducts, async (request) => {
    const { changedIds, skipped } = await app.writeCatalog((trx, changes) =>
      runBulkAction(trx, changes, request, request.body, request.siteOrigin()),
    );
    return { changed: changedIds.length, skipped };
  });
};

export default bulkRoutes;
