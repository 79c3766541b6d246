import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { requestLanguage } from '../../http/language';
import { findStock } from '../checkout';
import { saveStockNotification } from './stock-notification-repository';

/**
 * "Obavijesti me": stores the address for a product that is out of stock; `changeStock` (api/src/modules/stock) queues the
 * email when the stock rises above 0, in the language of the page it was asked from (`Accept-Language`). Guests and
 * signed-in users alike; a signed-in request keeps the user's id.
 */
const stockNotificationRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.notifyWhenInStock, async (request) => {
    const { id_proizvoda, email } = request.body;
    const stock = await findStock(app.db, id_proizvoda);
    if (stock === undefined) throw new HttpError('PRODUCT_NOT_FOUND');
    if (stock > 0) throw new HttpError('ALREADY_IN_STOCK');
    const userId = (await request.getSession())?.user_id ?? null;
    const language = requestLanguage(request);
    await saveStockNotification(app.db, { productId: id_proizvoda, email, userId, language });
    return { status: 200 as const };
  });
};

export default stockNotificationRoutes;
