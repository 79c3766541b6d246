import { AddToCartBody, AddToCartResponse, CartAmount } from '../cart';
import { endpoint } from '../endpoint';

/** Cart, pro-forma requests, payment and orders (mf-checkout). */
export const checkoutEndpoints = {
  getCartAmount: endpoint({ method: 'GET', path: '/api/getCartAmount', response: CartAmount }),
  /** SPEC §7: form data {id, quantity}; answers the status and the cart's new item count. */
  addToCart: endpoint({
    method: 'POST',
    path: '/api/addToCart',
    body: AddToCartBody,
    bodyType: 'form',
    response: AddToCartResponse,
  }),
};
