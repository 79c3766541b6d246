import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { OrdersConfig } from '../../config';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { type ItemOwner, ownerOf } from '../../db/item-owner';
import { inRetriedTransaction } from '../../db/retry-transaction';
import { routeEndpoint } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { requestLanguage } from '../../http/language';
import { priceCartLines, toCart } from './cart-mapper';
import {
  findCartLineQuantity,
  findProductForCart,
  listCartLines,
  removeCartLine,
  setCartLineQuantity,
  sumCartQuantity,
} from './cart-repository';

const EMPTY_CART = toCart([], 'sr');

/** The product, locked for the rest of the transaction; 404 when it does not exist, 409 when none is in stock. */
async function productInStock(trx: DbOrTransaction, productId: number) {
  const product = await findProductForCart(trx, productId);
  if (!product) throw new HttpError('PRODUCT_NOT_FOUND');
  if (product.stock <= 0) throw new HttpError('OUT_OF_STOCK');
  return product;
}

/**
 * `lineQuantityLimit`: a line holds at most this many pieces (ORDER_LINE_MAX_QUANTITY), so one visitor cannot take a
 * product's whole stock into a cart and a cash-on-delivery order (issue 24); more goes through a pro-forma, and the
 * refusal (409 ORDER_LINE_LIMIT) says so.
 */
const cartRoutes: FastifyPluginAsync<Pick<OrdersConfig, 'lineQuantityLimit'>> = async (app, { lineQuantityLimit }) => {
  const withinLineLimit = (quantity: number) => {
    if (quantity > lineQuantityLimit) throw new HttpError('ORDER_LINE_LIMIT', { max: lineQuantityLimit });
    return quantity;
  };

  const cartOf = async (owner: ItemOwner, request: FastifyRequest) =>
    toCart(
      await priceCartLines(app.db, 'userId' in owner ? owner.userId : null, await listCartLines(app.db, owner)),
      requestLanguage(request),
    );

  routeEndpoint(app, endpoints.getCartAmount, async (request) => {
    const session = await request.getSession();
    return session ? sumCartQuantity(app.db, ownerOf(session)) : 0;
  });

  /**
   * Adds to the line, clamped at the stock (as the quantity input does) and refused past the line limit; a guest gets
   * a session for the cart.
   */
  routeEndpoint(app, endpoints.addToCart, async (request, reply) => {
    const { id, quantity } = request.body;
    const owner = ownerOf(await reply.ensureSession());
    const count = await inRetriedTransaction(app.db, async (trx) => {
      const product = await productInStock(trx, id);
      const existing = await findCartLineQuantity(trx, owner, id);
      const held = existing ?? 0;
      if (held >= product.stock) throw new HttpError('CART_HOLDS_ALL_STOCK', { stock: product.stock });
      const wanted = withinLineLimit(Math.min(held + quantity, product.stock));
      await setCartLineQuantity(trx, owner, id, wanted, existing !== undefined);
      return sumCartQuantity(trx, owner);
    });
    return { status: 200 as const, quantity: count };
  });

  routeEndpoint(app, endpoints.getCart, async (request) => {
    const session = await request.getSession();
    return session ? cartOf(ownerOf(session), request) : EMPTY_CART;
  });

  /** Sets a line's quantity, clamped at the stock, refused past the line limit; only lines in the cart can change. */
  routeEndpoint(app, endpoints.updateCartItem, async (request) => {
    const { id_proizvoda: productId, kolicina } = request.body;
    const session = await request.getSession();
    if (!session) throw new HttpError('PRODUCT_NOT_FOUND');
    const owner = ownerOf(session);
    await inRetriedTransaction(app.db, async (trx) => {
      const product = await productInStock(trx, productId);
      if ((await findCartLineQuantity(trx, owner, productId)) === undefined) {
        throw new HttpError('PRODUCT_NOT_FOUND');
      }
      await setCartLineQuantity(trx, owner, productId, withinLineLimit(Math.min(kolicina, product.stock)), true);
    });
    return cartOf(owner, request);
  });

  routeEndpoint(app, endpoints.removeFromCart, async (request) => {
    const session = await request.getSession();
    if (!session) return EMPTY_CART;
    const owner = ownerOf(session);
    await removeCartLine(app.db, owner, request.params.id);
    return cartOf(owner, request);
  });
};

export default cartRoutes;
