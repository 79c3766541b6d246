import {
  ACCOUNT_ORDER_PDF_ROUTE,
  ACCOUNT_ORDERS_PAGE_SIZE,
  AccountOrderParams,
  endpoints,
} from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { signedInUser } from '../../accounts';
import { listOrderLines, listOrderStatusHistory } from '../order-repository';
import { toAccountOrder, toAccountOrderSummary } from './my-order-mapper';
import { countUserOrders, findUserOrder, listOrderLinesWithProducts, listUserOrders } from './my-order-repository';
import { orderAgain } from './order-again';
import { renderOrderPdf } from './order-pdf';

/** The customer's orders: only the user who placed an order sees it; anyone else gets the 404 of a missing one. */
export function myOrderRoutes(app: FastifyInstance): void {
  const ownOrder = async (userId: number, orderId: number) => {
    const order = await findUserOrder(app.db, userId, orderId);
    if (!order) throw new HttpError('ORDER_NOT_FOUND');
    return order;
  };

  routeEndpoint(app, endpoints.getMyOrders, async (request) => {
    const { id } = await signedInUser(app, request);
    const { stranica } = request.query;
    const [count, orders] = await Promise.all([
      countUserOrders(app.db, id),
      listUserOrders(app.db, id, {
        limit: ACCOUNT_ORDERS_PAGE_SIZE,
        offset: (stranica - 1) * ACCOUNT_ORDERS_PAGE_SIZE,
      }),
    ]);
    return {
      narudzbe: orders.map(toAccountOrderSummary),
      stranica,
      ukupno_stranica: Math.max(1, Math.ceil(count / ACCOUNT_ORDERS_PAGE_SIZE)),
    };
  });

  routeEndpoint(app, endpoints.getMyOrder, async (request) => {
    const order = await ownOrder((await signedInUser(app, request)).id, request.params.id);
    const [lines, history] = await Promise.all([
      listOrderLinesWithProducts(app.db, order.id),
      listOrderStatusHistory(app.db, order.id),
    ]);
    return toAccountOrder(order, lines, history);
  });

  routeEndpoint(app, endpoints.orderAgain, async (request) => {
    const { id } = await signedInUser(app, request);
    const order = await ownOrder(id, request.params.id);
    return orderAgain(app.db, id, order.id);
  });

  /** The order's PDF (a download link, hence not in the endpoint registry). */
  app.get<{ Params: z.output<typeof AccountOrderParams> }>(
    ACCOUNT_ORDER_PDF_ROUTE,
    { schema: { params: AccountOrderParams }, config: { needsDatabase: true } },
    async (request, reply) => {
      const order = await ownOrder((await signedInUser(app, request)).id, request.params.id);
      const pdf = await renderOrderPdf(order, await listOrderLines(app.db, order.id));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="narudzba-${order.number ?? order.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
