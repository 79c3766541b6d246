import { CardExpiry } from '@shop/shared/contracts';
import { formatCardExpiryInput } from './cardExpiryInput';

/** Types `text` one key at a time, as a shopper on a digits keypad does. */
function typeKeys(text: string): string {
  let value = '';
  for (const key of text) value = formatCardExpiryInput(value + key, value);
  return value;
}

describe('the card expiry field as the shopper types', () => {
  it.each([
    ['1229', '12/29'],
    ['12/29', '12/29'],
    ['122029', '12/2029'],
    ['12/2029', '12/2029'],
    ['0', '0'],
    ['1', '1'],
    ['12', '12/'],
    ['4', '04/'],
    ['429', '04/29'],
    ['1/29', '01/29'],
    ['12345678', '12/3456'],
  ])('typing %s shows %s', (keys, shown) => {
    expect(typeKeys(keys)).toBe(shown);
  });

  it('takes a pasted or autofilled value whole', () => {
    expect(formatCardExpiryInput('12 / 2029', '')).toBe('12/2029');
    expect(formatCardExpiryInput('1229', '')).toBe('12/29');
  });

  it('lets the shopper delete the slash and the month', () => {
    expect(formatCardExpiryInput('12', '12/')).toBe('12');
    expect(formatCardExpiryInput('1', '12')).toBe('1');
    expect(formatCardExpiryInput('', '1')).toBe('');
  });

  it('gives what the shared schema accepts, read as MM/YY', () => {
    for (const keys of ['1229', '12/29', '12/2029', '0529']) {
      expect(CardExpiry.parse(typeKeys(keys))).toBe(keys.startsWith('05') ? '05/29' : '12/29');
    }
  });
});
