import { ERROR_CODES, type ErrorCode } from '../contracts/error-codes';
import { en, sr } from './dictionaries';
import { errorMessage } from './errorMessage';

const codes = Object.keys(ERROR_CODES) as ErrorCode[];

describe('error texts', () => {
  it.each(codes)('%s has a Serbian and an English text of its own', (code) => {
    const key = `error.${code}` as const;
    expect(sr[key]).toEqual(expect.stringMatching(/\S/));
    expect(en[key]).toEqual(expect.stringMatching(/\S/));
    expect(en[key]).not.toBe(sr[key]);
  });

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const code of codes) {
      expect([code, placeholders(en[`error.${code}`])]).toEqual([code, placeholders(sr[`error.${code}`])]);
    }
  });

  it.each([
    ['FILL_ALL_FIELDS', 'Popunite sva polja!'],
    ['INVALID_EMAIL', 'Unesite ispravnu Email adresu!'],
    ['INVALID_PHONE', 'Unesite ispravan broj telefona.'],
    ['INVALID_POSTAL_CODE', 'Unesite ispravan poštanski broj.'],
    ['OUT_OF_STOCK', 'Proizvod trenutno nije na stanju!'],
    ['INTERNAL', 'Dogodila se greška. Pokušajte ponovo kasnije.'],
  ] as const)("keeps the spec's exact Serbian text for %s", (code, text) => {
    expect(errorMessage('sr', code)).toBe(text);
  });

  it('fills the params', () => {
    expect(errorMessage('sr', 'CART_HOLDS_ALL_STOCK', { stock: 4 })).toBe(
      'U korpi je već sva raspoloživa količina (4).',
    );
    expect(errorMessage('en', 'STOCK_RAN_OUT', { name: 'Miš', stock: 3 })).toContain('Only 3 of “Miš”');
  });
});
