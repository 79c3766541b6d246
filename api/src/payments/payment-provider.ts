import type { CardDetails } from '@shop/shared/contracts';

export interface CardCharge {
  amountMinor: number;
  currency: 'BAM';
  card: CardDetails;
  /** Shown on the statement, e.g. the order number. */
  description: string;
}

export type ChargeResult = { approved: true; transactionId: string } | { approved: false; reason: string };

/**
 * A card payment provider (a bank's e-commerce gateway in production). A decline is a result, not an error; an
 * error means the provider could not be asked.
 */
export interface PaymentProvider {
  charge(request: CardCharge): Promise<ChargeResult>;
}
