/**
 * The bank-transfer reference (poziv na broj): the order id in 10 digits and two ISO 7064 MOD 97-10 check digits,
 * so a mistyped reference is caught when the payment is matched.
 */
export function bankTransferReference(orderId: number): string {
  const base = String(orderId).padStart(10, '0');
  const check = 98 - Number((BigInt(base) * 100n) % 97n);
  return `${base}${String(check).padStart(2, '0')}`;
}

export function isValidBankTransferReference(reference: string): boolean {
  return /^\d{12}$/.test(reference) && BigInt(reference) % 97n === 1n;
}
