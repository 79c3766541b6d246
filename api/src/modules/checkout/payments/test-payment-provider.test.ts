import { createTestPaymentProvider, hasExpired, TEST_APPROVED_CARD, TEST_DECLINED_CARD } from './test-payment-provider';

const now = new Date('2026-11-23T12:00:00Z');
const provider = createTestPaymentProvider(() => now);
const authorise = (card: { broj: string; vazi_do: string; cvc: string }) =>
  provider.authorise({
    amountMinor: 1_000,
    currency: 'BAM',
    card: { ...card, ime_na_kartici: 'Ana Anić' },
    description: 'test',
  });

describe('the test payment provider', () => {
  it('approves a valid card, then captures its authorisation once', async () => {
    const result = await authorise({ broj: TEST_APPROVED_CARD, vazi_do: '11/26', cvc: '123' });
    if (!result.approved) throw new Error(result.reason);
    await provider.capture(result.authorisationId);
    await expect(provider.capture(result.authorisationId)).rejects.toThrow('no open authorisation');
    await expect(provider.void(result.authorisationId)).rejects.toThrow('no open authorisation');
  });

  it('declines an expired card, a bad CVC, a bad number and its decline card', async () => {
    const valid = { broj: TEST_APPROVED_CARD, vazi_do: '12/30', cvc: '1234' };
    expect(await authorise({ ...valid, vazi_do: '10/26' })).toEqual({ approved: false, reason: 'card expired' });
    expect(await authorise({ ...valid, cvc: '12' })).toEqual({ approved: false, reason: 'invalid CVC' });
    expect(await authorise({ ...valid, broj: '4242424242424241' })).toMatchObject({ approved: false });
    expect(await authorise({ ...valid, broj: TEST_DECLINED_CARD })).toMatchObject({ approved: false });
  });

  it('counts a card valid through its whole last month', () => {
    expect(hasExpired('11/26', now)).toBe(false);
    expect(hasExpired('10/26', now)).toBe(true);
    expect(hasExpired('01/27', now)).toBe(false);
    expect(hasExpired('12/25', now)).toBe(true);
  });
});
