import type { RouteTable } from '../route';

/** Cart, pro-forma requests, payment and orders (mf-checkout). */
export const checkoutRoutes = {
  getCartAmount: { method: 'GET', path: '/api/getCartAmount' },
  /** SPEC §7: form data {id, quantity}; answers the status and the cart's new item count. */
  addToCart: { method: 'POST', path: '/api/addToCart', bodyType: 'form' },
  getCart: { method: 'GET', path: '/api/getCart' },
  /** Sets one line's quantity (clamped at the stock); answers the whole cart. */
  updateCartItem: { method: 'POST', path: '/api/updateCartItem' },
  removeFromCart: { method: 'DELETE', path: '/api/removeFromCart/:id' },
  /** SPEC §7: one product or the whole cart, and the customer; stored, then mailed with a PDF pro-forma. */
  zatraziPredracun: { method: 'POST', path: '/api/zatraziPredracun' },
  /**
   * Places the order for the session's cart in one transaction (409 when stock ran out meanwhile); a repeat with the
   * same `idempotency_key` answers the order already placed.
   */
  placeOrder: { method: 'POST', path: '/api/placeOrder' },
  /** What /plati offers: card only when a payment provider is configured. */
  getPaymentMethods: { method: 'GET', path: '/api/paymentMethods' },
  /** Prefill for /plati: a signed-in user's last delivery details (null for a guest). */
  getDeliveryDetails: { method: 'GET', path: '/api/getDeliveryDetails' },
  /** An order, for the user or the session that placed it. */
  getOrder: { method: 'GET', path: '/api/getOrder/:broj' },
} as const satisfies RouteTable;
