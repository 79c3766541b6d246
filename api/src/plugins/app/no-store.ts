import { type EndpointName, endpoints } from '@shop/shared/contracts';
import fp from 'fastify-plugin';

/**
 * The answers about one visitor (who they are, their cart, favourites, compare list, orders, account): a browser or
 * a proxy must never keep them (`Cache-Control: no-store`), e.g. for the next user of a shared computer. The one
 * list to extend when an endpoint answers personal data.
 */
export const PERSONAL_ENDPOINTS: readonly EndpointName[] = [
  'getUser',
  'login',
  'logout',
  'getCartAmount',
  'addToCart',
  'getCart',
  'updateCartItem',
  'removeFromCart',
  'placeOrder',
  'getDeliveryDetails',
  'getOrder',
  'getFavoritesAmount',
  'addToFavorites',
  'removeFromFavorites',
  'getCompare',
  'addToCompare',
  'removeFromCompare',
  'clearCompare',
  'getLoyalty',
  'getProfile',
  'updateProfile',
  'changePassword',
  'requestEmailChange',
  'confirmEmailChange',
  'signOutEverywhere',
  'exportMyData',
  'getAddresses',
  'addAddress',
  'updateAddress',
  'deleteAddress',
  'setDefaultAddress',
  'getProformaDetails',
  'getMyOrders',
  'getMyOrder',
  'orderAgain',
];

const personalRoutes = new Set(PERSONAL_ENDPOINTS.map((name) => `${endpoints[name].method} ${endpoints[name].path}`));

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (personalRoutes.has(`${request.method} ${request.routeOptions.url}`))
        reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'no-store' },
);
