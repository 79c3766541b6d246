import { formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    [0, '0,00 KM'],
    [12.5, '12,50 KM'],
    [1299.9, '1.299,90 KM'],
    [25999, '25.999,00 KM'],
    [1234567.891, '1.234.567,89 KM'],
    [-5, '-5,00 KM'],
  ])('%d KM reads %s', (km, text) => {
    expect(formatPrice(km)).toBe(text);
  });
});
