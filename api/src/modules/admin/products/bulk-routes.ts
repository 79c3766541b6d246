import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { inRetriedTransaction } from '../../../db/retry-transaction';
import { routeEndpoint } from '../../../http/endpoint-route';
import { runBulkAction } from './bulk-products';

/** Bulk actions on the table's selection: all or nothing, in one transaction. */
const bulkRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.adminBulkProducts, async (request) => {
    const { changedIds, skipped } = await inRetriedTransaction(app.db, (trx) =>
      runBulkAction(trx, request, request.body, request.siteOrigin()),
    );
    if (changedIds.length) await app.catalogChanged({ products: changedIds });
    return { changed: changedIds.length, skipped };
  });
};

export default bulkRoutes;
