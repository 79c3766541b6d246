import { endpoints, PAYMENT_METHODS } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { OrdersConfig } from '../../config';
import { sessionKey } from '../../db/item-owner';
import { routeEndpoint } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { requestLanguage } from '../../http/language';
import { feningaToKm } from '../../lib/money';
import { findDefaultAddress, findUserById } from '../accounts';
import { myOrderRoutes } from './my-orders/my-order-routes';
import { toOrder } from './order-mapper';
import { findLastDeliveryDetails, findOrderByNumber, isPlacedBy, listOrderLines } from './order-repository';
import type { PaymentProvider } from './payments/payment-provider';
import { type HoldForApproval, placeOrder } from './place-order';

export interface OrderRoutesOptions extends OrdersConfig {
  /** The card gateway; null where card payments are not enabled (the payment page then does not offer them). */
  paymentProvider: PaymentProvider | null;
  /** Records a company buyer's checkout above the company's approval limit (the approvals module, decision 023). */
  holdForApproval: HoldForApproval;
}

/** A delivery address as one key: case, spaces and punctuation do not make another address. */
function addressKey({ adresa, grad, posta }: { adresa: string; grad: string; posta: string }): string {
  return [adresa, grad, posta].map((part) => part.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')).join('|');
}

const orderRoutes: FastifyPluginAsync<OrderRoutesOptions> = async (
  app,
  { paymentProvider, lineQuantityLimit, holdForApproval },
) => {
  // The account area's order pages (/korisnik/narudzbe) read the same orders.
  myOrderRoutes(app);
  const paymentMethods = PAYMENT_METHODS.filter((method) => method !== 'kartica' || paymentProvider !== null);
  routeEndpoint(app, endpoints.getPaymentMethods, async () => ({ nacini_placanja: paymentMethods }), {
    needsDatabase: false,
  });

  routeEndpoint(app, endpoints.placeOrder, async (request, reply) => {
    const session = await request.getSession();
    if (!session) throw new HttpError('EMPTY_CART');
    const { email } = request.body.kupac;
    const context = {
      writeCatalog: app.writeCatalog,
      paymentProvider,
      log: request.log,
      emailContext: { origin: request.siteOrigin(), language: requestLanguage(request) },
      lineQuantityLimit,
      // Counted once per new order (a repeated attempt answers the order it placed without coming here): per session
      // and per email and delivery address, with a higher ceiling per IP (issue 24: one guest placed order after
      // order, and mailed each confirmation to an address of their choice).
      admit: () =>
        app.hitRateLimit(request, reply, 'order', {
          session: sessionKey(session),
          email,
          address: addressKey(request.body.kupac),
        }),
      // A confirmation goes to a signed-in (so confirmed) account's own address always, to any other address a few
      // times an hour; past that the order is placed all the same, without the email.
      mayEmail: async () => {
        const user = session.user_id === null ? undefined : await findUserById(app.db, session.user_id);
        if (user && user.email.toLowerCase() === email.toLowerCase()) return true;
        return app.withinRateLimit(request, 'orderEmail', { email });
      },
      holdForApproval,
    };
    const placed = await placeOrder(app.db, session, request.body, context);
    if ('number' in placed) return { status: 200 as const, broj: placed.number };
    const { id, totalMinor, limitMinor } = placed.approval;
    return {
      status: 200 as const,
      odobrenje: { id, ukupno: feningaToKm(totalMinor), granica: feningaToKm(limitMinor) },
    };
  });

  routeEndpoint(app, endpoints.getDeliveryDetails, async (request) => {
    const session = await request.getSession();
    if (!session?.user_id) return null;
    const user = await findUserById(app.db, session.user_id);
    const address = await findDefaultAddress(app.db, session.user_id, 'delivery');
    // The address book's default delivery address first (the account's email), else the last order's details.
    if (user && address) {
      return {
        ime: address.name,
        email: user.email,
        telefon: address.phone,
        adresa: address.address,
        grad: address.city,
        posta: address.postal_code,
      };
    }
    const last = await findLastDeliveryDetails(app.db, session.user_id);
    if (last) {
      return {
        ime: last.customer_name,
        email: last.email,
        telefon: last.phone,
        adresa: last.address,
        grad: last.city,
        posta: last.postal_code,
      };
    }
    return user ? { ime: user.username, email: user.email, telefon: '', adresa: '', grad: '', posta: '' } : null;
  });

  /** Only the user or the session that placed the order may read it; anyone else gets the same 404 as for none. */
  routeEndpoint(app, endpoints.getOrder, async (request) => {
    const session = await request.getSession();
    const order = session ? await findOrderByNumber(app.db, request.params.broj) : undefined;
    if (!order || !session || !isPlacedBy(order, session)) throw new HttpError('ORDER_NOT_FOUND');
    return toOrder(order, await listOrderLines(app.db, order.id));
  });
};

export default orderRoutes;
