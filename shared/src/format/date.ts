import type { Language } from '../i18n/language';

/**
 * `2026-11-23T12:00:00.000Z` → `23.11.2026.` in Serbian, `23/11/2026` in English (dates follow the language, issue
 * 26): by hand (as prices) because browsers ship different locale data. The calendar day in UTC, so the server and
 * every browser show the same date. The admin panel, Serbian only, takes the default.
 */
export function formatDate(iso: string, language: Language = 'sr'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  const [day, month, year] = [two(date.getUTCDate()), two(date.getUTCMonth() + 1), date.getUTCFullYear()];
  return language === 'en' ? `${day}/${month}/${year}` : `${day}.${month}.${year}.`;
}
