/**
 * What the "valid through" field shows as the shopper types on a digits keypad (which has no "/"): the slash is put in
 * once the month is complete, and a month typed as one digit (4, or 1 followed by a separator) gets its leading 0.
 * Deleting the slash is left alone. The year may have 2 or 4 digits; the shared `CardExpiry` schema reads all of it.
 */
export function formatCardExpiryInput(typed: string, previous: string): string {
  const singleDigitMonth = /^\d\D/.test(typed) || /^[2-9]/.test(typed.trim());
  let digits = typed.replace(/\D/g, '');
  if (singleDigitMonth) digits = `0${digits}`;
  digits = digits.slice(0, 6);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  const deleting = typed.length < previous.length;
  return digits.length === 2 && !deleting ? `${digits}/` : digits;
}

/** The longest value the field takes: MM/YYYY. */
export const CARD_EXPIRY_MAX_LENGTH = 7;
