import type { ZodType } from 'zod';
import { SAMPLE_DELIVERY_DETAILS, SAMPLE_PROFORMA_CUSTOMER } from '../fixtures';
import { errorMessage } from '../i18n/errorMessage';
import { DeliveryDetails, ProformaCustomer, R1Invoice } from './checkout-customer';
import { issueCode } from './error-codes';

const valid = SAMPLE_PROFORMA_CUSTOMER;
/** The first issue as the Serbian page (and the API by default) shows it. */
const firstMessage = (input: unknown, schema: ZodType = ProformaCustomer) => {
  const issue = schema.safeParse(input).error?.issues[0];
  return issue ? errorMessage('sr', issueCode(issue)) : null;
};

describe('ProformaCustomer (SPEC §5)', () => {
  it('accepts a complete, valid customer (trimmed)', () => {
    expect(ProformaCustomer.parse({ ...valid, naziv: '  Firma d.o.o. ' }).naziv).toBe('Firma d.o.o.');
  });

  it.each(Object.keys(valid))("requires %s: 'Popunite sva polja!'", (field) => {
    expect(firstMessage({ ...valid, [field]: '   ' })).toBe('Popunite sva polja!');
    const { [field]: _missing, ...without } = valid as Record<string, string>;
    expect(firstMessage(without)).toBe('Popunite sva polja!');
  });

  it('reports an empty field before an invalid one', () => {
    expect(firstMessage({ ...valid, email: 'nije-email', broj: '' })).toBe('Popunite sva polja!');
  });

  it.each([
    ['ana@firma.ba', true],
    ['ana.anic@mail.firma.com', true],
    ['a@b.museum', true],
    ['a@b.c', false],
    ['a@b.abcdefg', false],
    ['a@b.c0m', false],
    ['ana@firma', false],
    ['ana firma@x.ba', false],
    ['@firma.ba', false],
  ])('email %s valid: %s', (email, ok) => {
    expect(firstMessage({ ...valid, email })).toBe(ok ? null : 'Unesite ispravnu Email adresu!');
  });

  it.each([
    ['+387 61 234 567', true],
    ['+38761234567', true],
    ['+387 33/123-456', true],
    ['+387 51 123 45', true],
    ['+387-651-234-567', true],
    ['061 234 567', true],
    ['061/234-567', true],
    ['061234567', true],
    ['065 123 45', true],
    ['069-123-456', true],
    ['053 123 456', true],
    ['053/123-45', true],
    ['+387 01 234 567', false],
    ['+387 6 234 567', false],
    ['060 234 567', false],
    ['051 234 567', false],
    ['061 23 4567', false],
    ['061 234 5', false],
    ['061 234 5678', false],
    ['061.234.567', false],
    ['+385 61 234 567', false],
    ['telefon', false],
  ])('phone %s valid: %s', (broj, ok) => {
    expect(firstMessage({ ...valid, broj })).toBe(ok ? null : 'Unesite ispravan broj telefona.');
  });

  it.each([
    ['71000', true],
    ['78000', true],
    ['7100', false],
    ['710000', false],
    ['71 000', false],
    ['7100a', false],
  ])('postal code %s valid: %s', (posta, ok) => {
    expect(firstMessage({ ...valid, posta })).toBe(ok ? null : 'Unesite ispravan poštanski broj.');
  });

  it('caps the JIB at 13 characters', () => {
    expect(firstMessage({ ...valid, jib: '1234567890123' })).toBeNull();
    expect(firstMessage({ ...valid, jib: '12345678901234' })).toBe('JIB može imati najviše 13 znakova.');
  });

  it('reports email, then phone, then postal code', () => {
    expect(firstMessage({ ...valid, email: 'x', broj: 'x', posta: 'x' })).toBe('Unesite ispravnu Email adresu!');
    expect(firstMessage({ ...valid, broj: 'x', posta: 'x' })).toBe('Unesite ispravan broj telefona.');
  });
});

describe('DeliveryDetails', () => {
  const delivery = SAMPLE_DELIVERY_DETAILS;

  it('accepts valid details; the note is optional', () => {
    expect(DeliveryDetails.parse(delivery).napomena).toBe('');
  });

  it('takes any BiH number, landlines and 7-digit mobiles included (the pro-forma form does not)', () => {
    for (const telefon of ['033 123 456', '060 1234 567', '00387 51 123 456']) {
      expect({ telefon, issue: firstMessage({ ...delivery, telefon }, DeliveryDetails) }).toEqual({
        telefon,
        issue: null,
      });
      expect(firstMessage({ ...valid, broj: telefon })).toBe('Unesite ispravan broj telefona.');
    }
  });

  it.each([
    [{ ime: '' }, 'Popunite sva polja!'],
    [{ email: 'x@y' }, 'Unesite ispravnu Email adresu!'],
    [{ telefon: '123' }, 'Unesite broj telefona s pozivnim brojem, npr. 061 234 567, 033 123 456 ili +387 61 234 567.'],
    [{ posta: '1' }, 'Unesite ispravan poštanski broj.'],
  ])('rejects %o with %s', (change, message) => {
    expect(firstMessage({ ...delivery, ...change }, DeliveryDetails)).toBe(message);
  });
});

describe('R1Invoice (the company an R1 invoice is issued to)', () => {
  const company = { naziv_firme: ' Firma d.o.o. ', jib: '4400000000001', adresa_firme: 'Titova 1, 71000 Sarajevo' };

  it('accepts a company with a 13-digit JIB (trimmed)', () => {
    expect(R1Invoice.parse({ ...company, jib: ' 4400000000001 ' })).toEqual({
      ...company,
      naziv_firme: 'Firma d.o.o.',
    });
  });

  it.each([
    [{ naziv_firme: '' }, 'Unesite naziv firme.'],
    [{ jib: '' }, 'JIB firme ima tačno 13 cifara.'],
    [{ jib: '440000000000' }, 'JIB firme ima tačno 13 cifara.'],
    [{ jib: '440000000000X' }, 'JIB firme ima tačno 13 cifara.'],
    [{ adresa_firme: ' ' }, 'Unesite adresu sjedišta firme.'],
  ])('rejects %o with %s', (change, message) => {
    expect(firstMessage({ ...company, ...change }, R1Invoice)).toBe(message);
  });
});
