/** EAN-13 barcodes: 12 data digits and a check digit (GS1 mod-10, weights 1 and 3 from the left). */

export function ean13CheckDigit(first12Digits: string): number {
  if (!/^\d{12}$/.test(first12Digits)) throw new Error(`EAN-13 needs 12 data digits, got '${first12Digits}'`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12Digits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(barcode: string): boolean {
  return /^\d{13}$/.test(barcode) && ean13CheckDigit(barcode.slice(0, 12)) === Number(barcode[12]);
}

/** Multiplier coprime with 10^9: `index * it mod 10^9` is a bijection, so distinct indexes give distinct bodies. */
const BODY_MULTIPLIER = 387_420_489;
const BODY_OFFSET = 104_729;
const BODY_SPACE = 1_000_000_000;

/**
 * The demo barcode of the `index`-th product: a 3-digit GS1 prefix, a 9-digit body unique per index and the check
 * digit. Unique by construction (no lookup set needed even for millions of products), yet not visibly sequential.
 */
export function demoEan13(prefix: string, index: number): string {
  if (!/^\d{3}$/.test(prefix)) throw new Error(`EAN prefix must be 3 digits, got '${prefix}'`);
  if (!Number.isSafeInteger(index) || index < 0 || index >= BODY_SPACE) throw new Error(`Bad EAN index ${index}`);
  const body = (Number((BigInt(index) * BigInt(BODY_MULTIPLIER)) % BigInt(BODY_SPACE)) + BODY_OFFSET) % BODY_SPACE;
  const first12 = prefix + String(body).padStart(9, '0');
  return first12 + ean13CheckDigit(first12);
}
