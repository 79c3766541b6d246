import { translate } from '../i18n/translate';
import { stockCountText } from './Availability';

describe('availability (SPEC §4, §9)', () => {
  it.each([
    [1, '1'],
    [20, '20'],
    [21, '20+'],
    [150, '20+'],
  ])('a stock of %d is shown as %s', (stock, text) => {
    expect(stockCountText(stock)).toBe(text);
  });

  it('uses the spec texts', () => {
    expect(translate('sr', 'product.available')).toBe('Dostupno online');
    expect(translate('sr', 'product.unavailable')).toBe('Nedostupno');
  });
});
