/** SPEC §5: the quantity is a whole number from 1 to the stock; more than the stock is cut back to it. */
export interface QuantityChange {
  /** The new value; `null` while the field is empty during typing. */
  value: number | null;
  /** The input went past the stock: show 'Raspoloživo: {n}' with a red border. */
  clamped: boolean;
}

/** With nothing in stock the field still holds 1 (the buttons refuse the purchase). */
const maximumFor = (stock: number) => Math.max(stock, 1);

/** Typed text: digits only (others are dropped), at least 1, at most the stock. */
export function quantityFromInput(text: string, stock: number): QuantityChange {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return { value: null, clamped: false };
  const typed = Number(digits);
  if (typed > maximumFor(stock)) return { value: maximumFor(stock), clamped: true };
  return { value: Math.max(typed, 1), clamped: false };
}

/** The + button: one more, or the clamp message at the maximum. */
export function increasedQuantity(current: number, stock: number): QuantityChange {
  if (current >= maximumFor(stock)) return { value: maximumFor(stock), clamped: true };
  return { value: current + 1, clamped: false };
}

/** The − button never goes below 1. */
export function decreasedQuantity(current: number): QuantityChange {
  return { value: Math.max(current - 1, 1), clamped: false };
}
