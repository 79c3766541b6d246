import type { CardDetails } from '@shop/shared/contracts';

export interface CardAuthorisation {
  amountMinor: number;
  currency: 'BAM';
  card: CardDetails;
  /** Shown on the statement. */
  description: string;
}

export type AuthorisationResult = { approved: true; authorisationId: string } | { approved: false; reason: string };

/**
 * A card payment provider (a bank's e-commerce gateway in production), used in two steps around the order's
 * transaction: `authorise` reserves the amount before the order is written (a decline writes nothing), `capture`
 * charges it once the order has committed, `void` releases it when the order could not be written.
 * A decline is a result, not an error; an error means the provider could not be asked.
 */
export interface PaymentProvider {
  authorise(request: CardAuthorisation): Promise<AuthorisationResult>;
  capture(authorisationId: string): Promise<void>;
  void(authorisationId: string): Promise<void>;
}
