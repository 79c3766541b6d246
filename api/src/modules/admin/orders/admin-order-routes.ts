import { ADMIN_SALES_PAGE_SIZE, endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../../http/endpoint-route';
import { changeOrderStatus } from '../../checkout';
import { recordAudit } from '../audit';
import { loadAdminOrder, toAdminOrderSummary } from './admin-order';
import { countAdminOrdersByTab, listAdminOrders } from './admin-order-repository';

/** The admin panel's orders calls (`/api/admin/…`), each guarded by the permission its endpoint declares. */
const adminOrdersRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.adminListOrders, async (request) => {
    const { status, search, page } = request.query;
    const [rows, counts] = await Promise.all([
      listAdminOrders(app.db, { status, search, page }, ADMIN_SALES_PAGE_SIZE),
      countAdminOrdersByTab(app.db, search),
    ]);
    return {
      orders: rows.map(toAdminOrderSummary),
      page,
      pageSize: ADMIN_SALES_PAGE_SIZE,
      total: counts[status],
      counts,
    };
  });

  routeEndpoint(app, endpoints.adminGetOrder, async (request) => loadAdminOrder(app.db, request.params.id));

  /**
   * The shared `changeOrderStatus` (legal moves only, stock, loyalty, timeline, the customer's email), with the audit
   * entry in its transaction; once committed, restocked products show their stock in the shop at once.
   */
  routeEndpoint(app, endpoints.adminChangeOrderStatus, async (request) => {
    const { id } = request.params;
    const { status, shipment } = request.body;
    await changeOrderStatus(app.writeCatalog, id, status, {
      siteUrl: request.siteOrigin(),
      ...(status === 'poslana' && shipment && { shipment }),
      alsoInTransaction: (trx, change) =>
        recordAudit(trx, request, {
          action: 'order.status',
          entity: 'order',
          entityId: id,
          before: { status: change.from },
          after: { status: change.to, restocked: change.restocked, ...(shipment && { shipment }) },
        }),
    });
    return loadAdminOrder(app.db, id);
  });
};

export default adminOrdersRoutes;
