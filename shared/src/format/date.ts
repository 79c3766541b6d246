/**
 * `2026-11-23T12:00:00.000Z` → `23.11.2026.`: the local style in both languages, by hand (as prices) because browsers
 * ship different locale data. The calendar day in UTC, so the server and every browser show the same date.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}.`;
}
