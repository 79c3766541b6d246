import { translate } from '@shop/shared/i18n';
import { warrantyMonthsKey } from './warranty';

const serbian = (months: number) => translate('sr', warrantyMonthsKey(months, 'sr'), { n: months });
const english = (months: number) => translate('en', warrantyMonthsKey(months, 'en'), { n: months });

describe('warranty months', () => {
  it.each([
    [24, '24 mjeseca'],
    [72, '72 mjeseca'],
    [12, '12 mjeseci'],
    [36, '36 mjeseci'],
    [6, '6 mjeseci'],
    [1, '1 mjesec'],
    [21, '21 mjesec'],
    [2, '2 mjeseca'],
  ])('%d reads %s in Serbian', (months, text) => {
    expect(serbian(months)).toBe(text);
  });

  it('reads month/months in English', () => {
    expect(english(1)).toBe('1 month');
    expect(english(24)).toBe('24 months');
  });
});
