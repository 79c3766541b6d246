/**
 * `1299.9` → `1.299,90 KM`: Bosnian grouping in both languages, as the currency is local. Formatted by hand because
 * browsers ship different locale data (Chromium formats `bs-BA` as `1,299.90`).
 */
export function formatPrice(km: number): string {
  const [whole = '0', fraction = '00'] = Math.abs(km).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${km < 0 ? '-' : ''}${grouped},${fraction} KM`;
}
