// Checkout: placing an order (stock, payment, loyalty points, confirmation), order statuses, and the account's order pages.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { placeFixedPriceOrder } from './fixed-price-order';
export { toAccountOrder } from './my-orders/my-order-mapper';
export {
  ANONYMISED_CUSTOMER,
  anonymiseUserOrders,
  listAllUserOrders,
  listOrderLinesWithProducts,
} from './my-orders/my-order-repository';
export { toOrder, toOrderLine } from './order-mapper';
export {
  findOrderById,
  findStock,
  insertOrder,
  listOrderLines,
  listOrderStatusHistory,
  type NewOrderLine,
} from './order-repository';
export { default as orderRoutes } from './order-routes';
export { changeOrderStatus } from './order-status';
export type { PaymentProvider } from './payments/payment-provider';
export { createTestPaymentProvider } from './payments/test-payment-provider';
export type { HoldForApproval } from './place-order';
export { type ConfirmedLine, recordOrder, StockShort } from './record-order';
