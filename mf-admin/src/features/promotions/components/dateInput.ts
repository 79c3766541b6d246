/** An ISO instant as a `datetime-local` input's value (the browser's time zone); '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant; empty: null; anything unreadable is left for the schema to refuse. */
export function fromLocalInput(value: string): string | null {
  if (value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

const display = new Intl.DateTimeFormat('sr-Latn-BA', { dateStyle: 'short', timeStyle: 'short' });

/** For the table: the date and time in the browser's zone, as the inputs show them. */
export const formatInstant = (iso: string) => display.format(new Date(iso));
