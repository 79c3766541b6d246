import { en, sr } from './dictionaries';
import { pluralBlocks, translate } from './translate';

describe('translate', () => {
  it('uses the spec texts for the wait alert', () => {
    expect(translate('sr', 'common.wait')).toBe('Molimo sačekajte...');
    expect(translate('en', 'common.wait')).toBe('Please wait...');
  });

  it('has an English text for every Serbian key, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(sr).sort());
    for (const value of Object.values(en)) expect(value.trim()).not.toBe('');
  });
});

describe('translate with a key this build does not know', () => {
  it('answers the key instead of crashing', () => {
    expect(translate('en', 'not.a.key' as never, { n: 1 })).toBe('not.a.key');
  });
});

describe('translate with counts (plural forms by the language rules)', () => {
  it('says "3 reda", not "3 redova"', () => {
    const rows = (count: number) => translate('sr', 'admin.import.checked', { file: 'a.csv', rows: count });
    expect(rows(1)).toBe('Provjera datoteke „a.csv”: 1 red.');
    expect(rows(3)).toBe('Provjera datoteke „a.csv”: 3 reda.');
    expect(rows(5)).toBe('Provjera datoteke „a.csv”: 5 redova.');
    expect(rows(21)).toBe('Provjera datoteke „a.csv”: 21 red.');
    expect(rows(12)).toBe('Provjera datoteke „a.csv”: 12 redova.');
    expect(translate('en', 'admin.import.checked', { file: 'a.csv', rows: 1 })).toBe('Check of “a.csv”: 1 row.');
    expect(translate('en', 'admin.import.checked', { file: 'a.csv', rows: 3 })).toBe('Check of “a.csv”: 3 rows.');
  });

  it('fills the other placeholders of the text, and those inside a form', () => {
    expect(translate('sr', 'loyalty.balanceValue', { points: 2, value: '0,02 KM' })).toBe(
      '2 boda (vrijednost 0,02 KM)',
    );
    expect(translate('sr', 'nav.cartWithCount', { count: 1 })).toBe('Korpa: 1 artikal');
    expect(translate('sr', 'nav.cartWithCount', { count: 4 })).toBe('Korpa: 4 artikla');
    expect(translate('en', 'nav.cartWithCount', { count: 0 })).toBe('Cart: 0 items');
  });

  it('leaves a plural block whose count is not given as it is', () => {
    expect(translate('sr', 'nav.cartWithCount', { other: 1 })).toContain('{count, plural,');
  });

  it('every plural block in the texts has an "other" form and only forms its language has', () => {
    const languageForms = { sr: ['one', 'few', 'other'], en: ['one', 'other'] };
    for (const [language, texts] of [
      ['sr', sr],
      ['en', en],
    ] as const) {
      for (const [key, text] of Object.entries(texts)) {
        const blocks = pluralBlocks(text);
        // Each "{x, plural," starts a block that parses (a typo would show its braces to the visitor).
        expect({ key, blocks: blocks.length }).toEqual({ key, blocks: text.match(/\{\w+,\s*plural\b/g)?.length ?? 0 });
        for (const { forms } of blocks) {
          expect({ key, forms: [...forms.keys()] }).toEqual({ key, forms: expect.arrayContaining(['other']) });
          expect({ key, forms: [...forms.keys()] }).toEqual({
            key,
            forms: [...forms.keys()].filter((form) => languageForms[language].includes(form)),
          });
        }
      }
    }
  });
});
