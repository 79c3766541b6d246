import { paymentStateOf } from './payment-state';

describe('paymentStateOf', () => {
  it.each([
    ['kartica', 'nova', 'placeno'],
    ['kartica', 'otkazana', 'otkazano'],
    ['pouzece', 'poslana', 'placanje_pri_preuzimanju'],
    ['pouzece', 'isporučena', 'placeno'],
    ['uplatnica', 'nova', 'ceka_uplatu'],
    ['uplatnica', 'potvrđena', 'placeno'],
    ['uplatnica', 'otkazana', 'otkazano'],
  ] as const)('%s in status %s is %s', (method, status, state) => {
    expect(paymentStateOf(method, status)).toBe(state);
  });
});
