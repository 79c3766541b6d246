import {
  AddToCartBody,
  AddToCartResponse,
  Cart,
  CartAmount,
  CartLineParams,
  ProformaRequestBody,
  ProformaResponse,
  UpdateCartLineBody,
} from '../cart';
import { DeliveryPrefill, Order, OrderParams, OrderPlaced, PaymentMethods, PlaceOrderBody } from '../checkout-orders';
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
  getCart: endpoint({ method: 'GET', path: '/api/getCart', response: Cart }),
  /** Sets one line's quantity (clamped at the stock); answers the whole cart. */
  updateCartItem: endpoint({ method: 'POST', path: '/api/updateCartItem', body: UpdateCartLineBody, response: Cart }),
  removeFromCart: endpoint({
    method: 'DELETE',
    path: '/api/removeFromCart/:id',
    params: CartLineParams,
    response: Cart,
  }),
  /** SPEC §7: one product or the whole cart, and the customer; stored, then mailed with a PDF pro-forma. */
  zatraziPredracun: endpoint({
    method: 'POST',
    path: '/api/zatraziPredracun',
    body: ProformaRequestBody,
    response: ProformaResponse,
  }),
  /**
   * Places the order for the session's cart in one transaction (409 when stock ran out meanwhile); a repeat with the
   * same `idempotency_key` answers the order already placed.
   */
  placeOrder: endpoint({ method: 'POST', path: '/api/placeOrder', body: PlaceOrderBody, response: OrderPlaced }),
  /** What /plati offers: card only when a payment provider is configured. */
  getPaymentMethods: endpoint({ method: 'GET', path: '/api/paymentMethods', response: PaymentMethods }),
  /** Prefill for /plati: a signed-in user's last delivery details (null for a guest). */
  getDeliveryDetails: endpoint({ method: 'GET', path: '/api/getDeliveryDetails', response: DeliveryPrefill }),
  /** An order, for the user or the session that placed it. */
  getOrder: endpoint({ method: 'GET', path: '/api/getOrder/:broj', params: OrderParams, response: Order }),
};
