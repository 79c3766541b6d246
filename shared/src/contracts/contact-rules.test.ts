import { BIH_PHONE_RULE, EMAIL_PATTERN, EmailAddress, isBihPhone, PROFORMA_PHONE_RULE } from './contact-rules';

describe('the email rule (SPEC §5)', () => {
  it.each(['ana@firma.ba', 'ana.anic@mail.firma.com', 'a@b.museum', 'kupac+narudzbe@demo.ba', 'Ana.Anic@Firma.BA'])(
    'accepts %s',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(true);
    },
  );

  it.each(['a@b.c', 'a@b.abcdefg', 'a@b.c0m', 'ana@firma', 'ana firma@x.ba', '@firma.ba', 'ana@', 'ana.firma.ba'])(
    'refuses %s',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    },
  );

  it('trims a typed address and refuses one that is too long', () => {
    expect(EmailAddress.parse('  ana@firma.ba ')).toBe('ana@firma.ba');
    expect(EmailAddress.safeParse(`${'a'.repeat(250)}@x.ba`).error?.issues[0]?.message).toBe('INVALID_EMAIL');
  });
});

describe("the pro-forma form's phone rule (SPEC §5, exactly)", () => {
  it.each([
    '+387 61 234 567',
    '+38761234567',
    '+387 33/123-456',
    '+387 51 123 45',
    '+387-651-234-567',
    '061 234 567',
    '061/234-567',
    '061234567',
    '065 123 45',
    '069-123-456',
    '053 123 456',
    '053/123-45',
  ])('accepts %s', (phone) => {
    expect(PROFORMA_PHONE_RULE.accepts(phone)).toBe(true);
  });

  it.each([
    '+387 01 234 567',
    '+387 6 234 567',
    '060 234 567',
    '051 234 567',
    '033 123 456',
    '061 23 4567',
    '061 234 5',
    '061 234 5678',
    '061.234.567',
    '+385 61 234 567',
    '00387 61 234 567',
    'telefon',
  ])('refuses %s', (phone) => {
    expect(PROFORMA_PHONE_RULE.accepts(phone)).toBe(false);
  });

  it("answers with the spec's code", () => {
    expect(PROFORMA_PHONE_RULE.code).toBe('INVALID_PHONE');
  });
});

describe('the BiH phone rule (checkout, profile, addresses, contact)', () => {
  it.each([
    // landlines, every region's area code
    '033 123 456',
    '033/123-456',
    '033 123-456',
    '(033) 123 456',
    '051 123 456',
    '051/211-111',
    '035 123 456',
    '036 123 456',
    '030 123 456',
    '032 444 555',
    '037 111 222',
    '049 123 456',
    '053 123 456',
    '055 123 456',
    '057 123 456',
    '059 123 456',
    '033123456',
    // mobiles, 6- and 7-digit
    '061 234 567',
    '062 111 222',
    '063 123 456',
    '065 123 456',
    '066 123 456',
    '060 123 4567',
    '060 1234 567',
    '064 1234 567',
    '067 123 4567',
    '061-234-567',
    '061/234-567',
    '061.234.567',
    '0601234567',
    // international forms
    '+387 61 234 567',
    '+38761234567',
    '+387 33 123 456',
    '+387 (0)33 123 456',
    '+387 061 234 567',
    '+387 60 123 4567',
    '00387 61 234 567',
    '00387 33 123 456',
    '0038751123456',
    '  061 234 567  ',
  ])('accepts %s', (phone) => {
    expect(isBihPhone(phone)).toBe(true);
  });

  it.each([
    '',
    'telefon',
    '123',
    '123 456',
    '061 234 56',
    '061 234 56789',
    '033 123 45',
    '033 123 4567',
    '031 12 34',
    '071 123 456',
    '081 123 456',
    '020 123 456',
    '+385 61 234 567',
    '+387 61 234 56',
    '387 61 234 567',
    '61 234 567',
    '061 234 567 ext 2',
    '061 234 567a',
    '+ 387 61 234 567 +',
  ])('refuses %s', (phone) => {
    expect(isBihPhone(phone)).toBe(false);
  });

  it('answers with a code whose text names the format', () => {
    expect(BIH_PHONE_RULE.code).toBe('INVALID_BIH_PHONE');
  });
});
