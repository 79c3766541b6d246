import {
  ACCOUNT_ORDER_PDF_ROUTE,
  ACCOUNT_ORDERS_PAGE_SIZE,
  AccountOrderParams,
  endpoints,
} from '@shop/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { signedInUser } from '../../accounts';
import { type RecordViewer, recordViewer } from '../../companies';
import { listOrderLines, listOrderStatusHistory } from '../order-repository';
import { ordererFor, toAccountOrder, toAccountOrderSummary } from './my-order-mapper';
import {
  countVisibleOrders,
  findVisibleOrder,
  listOrderLinesWithProducts,
  listVisibleOrders,
} from './my-order-repository';
import { orderAgain } from './order-again';
import { renderOrderPdf } from './order-pdf';

/**
 * The customer's orders: the user who placed an order sees it, and so does an administrator of the company it was
 * placed for (issue 27); anyone else gets the 404 of a missing one.
 */
export function myOrderRoutes(app: FastifyInstance): void {
  const viewerOf = async (request: FastifyRequest) => recordViewer(app.db, (await signedInUser(app, request)).id);
  const visibleOrder = async (viewer: RecordViewer, orderId: number) => {
    const order = await findVisibleOrder(app.db, viewer, orderId);
    if (!order) throw new HttpError('ORDER_NOT_FOUND');
    return order;
  };

  routeEndpoint(app, endpoints.getMyOrders, async (request) => {
    const viewer = await viewerOf(request);
    const { stranica } = request.query;
    const [count, orders] = await Promise.all([
      countVisibleOrders(app.db, viewer),
      listVisibleOrders(app.db, viewer, {
        limit: ACCOUNT_ORDERS_PAGE_SIZE,
        offset: (stranica - 1) * ACCOUNT_ORDERS_PAGE_SIZE,
      }),
    ]);
    return {
      narudzbe: orders.map((order) => toAccountOrderSummary(order, ordererFor(viewer.userId, order))),
      stranica,
      ukupno_stranica: Math.max(1, Math.ceil(count / ACCOUNT_ORDERS_PAGE_SIZE)),
    };
  });

  routeEndpoint(app, endpoints.getMyOrder, async (request) => {
    const viewer = await viewerOf(request);
    const order = await visibleOrder(viewer, request.params.id);
    const [lines, history] = await Promise.all([
      listOrderLinesWithProducts(app.db, order.id),
      listOrderStatusHistory(app.db, order.id),
    ]);
    return toAccountOrder(order, lines, history, ordererFor(viewer.userId, order));
  });

  /** Into the viewer's own cart, at the viewer's prices (an administrator may reorder a colleague's order). */
  routeEndpoint(app, endpoints.orderAgain, async (request) => {
    const viewer = await viewerOf(request);
    const order = await visibleOrder(viewer, request.params.id);
    return orderAgain(app.db, viewer.userId, order.id);
  });

  /** The order's PDF (a download link, hence not in the endpoint registry). */
  app.get<{ Params: z.output<typeof AccountOrderParams> }>(
    ACCOUNT_ORDER_PDF_ROUTE,
    { schema: { params: AccountOrderParams }, config: { needsDatabase: true } },
    async (request, reply) => {
      const order = await visibleOrder(await viewerOf(request), request.params.id);
      const pdf = await renderOrderPdf(order, await listOrderLines(app.db, order.id));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="narudzba-${order.number ?? order.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
