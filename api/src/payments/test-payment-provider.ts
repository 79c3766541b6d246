import { randomUUID } from 'node:crypto';
import type { CardCharge, ChargeResult, PaymentProvider } from './payment-provider';

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

/** Used until a real gateway is configured, and in tests: approves valid numbers except the declined test card. */
export const testPaymentProvider: PaymentProvider = {
  async charge({ card }: CardCharge): Promise<ChargeResult> {
    if (card.broj === TEST_DECLINED_CARD) return { approved: false, reason: 'declined by the test provider' };
    if (!passesLuhn(card.broj)) return { approved: false, reason: 'invalid card number' };
    return { approved: true, transactionId: `test-${randomUUID()}` };
  },
};
