import { randomUUID } from 'node:crypto';
import type { CardDetails } from '@shop/shared/contracts';
import type { AuthorisationResult, CardAuthorisation, PaymentProvider } from './payment-provider';

/** The card number the test provider always declines (as the well-known test gateways do). */
export const TEST_DECLINED_CARD = '4000000000000002';
/** A card number the test provider approves. */
export const TEST_APPROVED_CARD = '4242424242424242';

/** Luhn's checksum: what any gateway checks first. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card valid through MM/YY may be used until the end of that month. */
export function hasExpired(validThrough: string, now = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(validThrough);
  if (!match) return true;
  const [year, month] = [2000 + Number(match[2]), Number(match[1])];
  return year * 12 + month < now.getUTCFullYear() * 12 + (now.getUTCMonth() + 1);
}

function refusal(card: CardDetails, now: Date): string | null {
  if (card.broj === TEST_DECLINED_CARD) return 'declined by the test provider';
  if (!passesLuhn(card.broj)) return 'invalid card number';
  if (hasExpired(card.vazi_do, now)) return 'card expired';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'invalid CVC';
  return null;
}

/**
 * Stands in for a gateway in development and tests (in production only with PAYMENT_TEST_PROVIDER=true): approves a
 * Luhn-valid, unexpired card with a 3-4 digit CVC, except the declined test card. No money moves. It remembers its
 * open authorisations, so a capture or void of an unknown or settled one fails as a real gateway's would.
 */
export function createTestPaymentProvider(now: () => Date = () => new Date()): PaymentProvider {
  const open = new Set<string>();
  const settle = (authorisationId: string) => {
    if (!open.delete(authorisationId)) throw new Error(`no open authorisation ${authorisationId}`);
  };
  return {
    async authorise({ card }: CardAuthorisation): Promise<AuthorisationResult> {
      const reason = refusal(card, now());
      if (reason) return { approved: false, reason };
      const authorisationId = `test-${randomUUID()}`;
      open.add(authorisationId);
      return { approved: true, authorisationId };
    },
    async capture(authorisationId) {
      settle(authorisationId);
    },
    async void(authorisationId) {
      settle(authorisationId);
    },
  };
}
