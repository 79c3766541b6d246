const kmFormat = new Intl.NumberFormat('bs-BA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `1299.9` → `1.299,90 KM` (Bosnian grouping; the same in both languages, as the currency is local). */
export function formatPrice(km: number): string {
  return `${kmFormat.format(km)} KM`;
}
