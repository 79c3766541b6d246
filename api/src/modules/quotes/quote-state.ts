import { effectiveQuoteState, type QuoteState } from '@shop/shared/contracts';
import { formatDate } from '@shop/shared/format';
import { HttpError } from '../../http/http-error';

/** What is stored; `expired` is read from the validity date (see effectiveQuoteState). */
export type StoredQuoteState = Exclude<QuoteState, 'expired'>;

/** The state as both sides see it (expired is computed, see effectiveQuoteState in the contracts). */
export const quoteStateOf = (quote: { state: string; valid_until: string }, now: Date): QuoteState =>
  effectiveQuoteState({ state: quote.state as StoredQuoteState, validUntil: quote.valid_until }, now);

/** What the customer may do: accept a sent quote; decline it or ask for a change while it is open. */
export type CustomerAction = 'accept' | 'decline' | 'change';

const CUSTOMER_MAY: Record<CustomerAction, readonly QuoteState[]> = {
  accept: ['sent'],
  decline: ['sent', 'change_requested'],
  change: ['sent', 'change_requested'],
};

/** Throws the reason a customer's action is refused: expired (410), closed or waiting for the revision (409). */
export function assertCustomerMay(
  action: CustomerAction,
  quote: { state: string; valid_until: string },
  now: Date,
): void {
  const state = quoteStateOf(quote, now);
  if (CUSTOMER_MAY[action].includes(state)) return;
  if (state === 'expired') throw new HttpError('QUOTE_EXPIRED', { date: formatDate(`${quote.valid_until}T00:00:00Z`) });
  if (state === 'change_requested') throw new HttpError('QUOTE_AWAITING_REVISION');
  throw new HttpError('QUOTE_CLOSED');
}

/** Staff may send a first quote, or a revision of one that is not accepted or declined (an expired one reopens). */
export function staffMaySend(quote: { state: string } | undefined): boolean {
  return quote === undefined || (quote.state !== 'accepted' && quote.state !== 'declined');
}

/** The state a customer's action leads to. */
export const STATE_AFTER: Record<CustomerAction, StoredQuoteState> = {
  accept: 'accepted',
  decline: 'declined',
  change: 'change_requested',
};
