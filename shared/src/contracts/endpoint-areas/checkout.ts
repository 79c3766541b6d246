import { z } from 'zod';
import { ApprovalRequested } from '../account-approvals';
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
import type { ContractsOf } from '../endpoint';
import type { checkoutRoutes } from './checkout-routes';

/** What each call of checkout-routes.ts takes and answers, and whether its answer is personal. */
export const checkoutContracts = {
  getCartAmount: { response: CartAmount, personal: true },
  addToCart: { body: AddToCartBody, response: AddToCartResponse, personal: true },
  getCart: { response: Cart, personal: true },
  updateCartItem: { body: UpdateCartLineBody, response: Cart, personal: true },
  removeFromCart: { params: CartLineParams, response: Cart, personal: true },
  zatraziPredracun: { body: ProformaRequestBody, response: ProformaResponse },
  /** Placed, or waiting for the company's approval (decision 023). */
  placeOrder: { body: PlaceOrderBody, response: z.union([OrderPlaced, ApprovalRequested]), personal: true },
  getPaymentMethods: { response: PaymentMethods },
  getDeliveryDetails: { response: DeliveryPrefill, personal: true },
  getOrder: { params: OrderParams, response: Order, personal: true },
} satisfies ContractsOf<typeof checkoutRoutes>;
