import type { OrderStatus, PaymentMethod } from './checkout-orders';

/**
 * Where the payment stands, derived from the method and the status: a card is paid at placement (a declined card
 * places no order); cash is paid on delivery; a bank transfer counts as paid once staff confirm the order (they
 * confirm it when the money arrives). The confirmation page and the account show it.
 */
export const PAYMENT_STATES = ['placeno', 'ceka_uplatu', 'placanje_pri_preuzimanju', 'otkazano'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export function paymentStateOf(method: PaymentMethod, status: OrderStatus): PaymentState {
  if (status === 'otkazana') return 'otkazano';
  if (method === 'kartica') return 'placeno';
  if (method === 'pouzece') return status === 'isporučena' ? 'placeno' : 'placanje_pri_preuzimanju';
  return status === 'nova' ? 'ceka_uplatu' : 'placeno';
}
