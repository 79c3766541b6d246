/** The shop's clock: staff read times as they are in Bosnia and Herzegovina, whatever the browser's zone. */
const SHOP_TIME_ZONE = 'Europe/Sarajevo';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `23.11.2026. 17:05`: the shop's date style (as `formatDate`) with the time, for timelines and "handled" marks. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}.${part.month}.${part.year}. ${part.hour}:${part.minute}`;
}
