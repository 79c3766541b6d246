import { demoEan13, ean13CheckDigit, isValidEan13 } from './ean';

describe('EAN-13', () => {
  it.each([
    ['400638133393', 1],
    ['590123412345', 7],
    ['978020137962', 4],
    ['387123456789', 1], // 3+24+7+3+2+9+4+15+6+21+8+27 = 129
    ['000000000000', 0],
  ])('check digit of %s is %i', (first12, expected) => {
    expect(ean13CheckDigit(first12)).toBe(expected);
  });

  it('accepts valid and rejects invalid barcodes', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('5901234123457')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339310')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
  });

  it('refuses anything but 12 data digits', () => {
    expect(() => ean13CheckDigit('12345')).toThrow();
  });

  it('makes valid, distinct demo barcodes with the given prefix', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      const code = demoEan13('387', i);
      expect(code.startsWith('387')).toBe(true);
      expect(isValidEan13(code)).toBe(true);
      codes.add(code);
    }
    expect(codes.size).toBe(20_000);
  });
});
