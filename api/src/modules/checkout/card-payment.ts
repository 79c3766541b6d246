import type { CardDetails } from '@shop/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/http-error';
import type { PaymentProvider } from './payments/payment-provider';

/** An amount reserved on the customer's card, waiting for the order's transaction to settle it one way or the other. */
export interface CardReservation {
  authorisationId: string;
  amountMinor: number;
  /** The order committed: charge it. A failure is logged, not thrown: the order exists and staff can settle it. */
  capture(log: FastifyBaseLogger): Promise<void>;
  /** The order was not written: release the amount (best effort, logged). */
  release(log: FastifyBaseLogger): Promise<void>;
}

/**
 * Asks the provider to reserve `amountMinor`, before any order row is written. No provider (card payments are not
 * enabled here) is 400; a decline is 402 with the same message whatever the provider's reason.
 */
export async function reserveOnCard(
  provider: PaymentProvider | null,
  card: CardDetails,
  amountMinor: number,
): Promise<CardReservation> {
  if (!provider) throw new HttpError('CARD_PAYMENTS_UNAVAILABLE');
  const result = await provider.authorise({ amountMinor, currency: 'BAM', card, description: 'IT Shop narudžba' });
  if (!result.approved) throw new HttpError('CARD_DECLINED');
  const { authorisationId } = result;
  const settle = (step: 'capture' | 'void') => async (log: FastifyBaseLogger) => {
    try {
      await provider[step](authorisationId);
    } catch (error) {
      log.error({ err: error, authorisationId, amountMinor }, `card payment: ${step} failed, settle it by hand`);
    }
  };
  return { authorisationId, amountMinor, capture: settle('capture'), release: settle('void') };
}
