import { hashString } from '../seed/random';

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

export const FONT_FAMILY = 'system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';

/** Cut to `max` characters with an ellipsis, so a long model name stays inside the picture. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const direction = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  // offset 0 is the default: the seed stores 150 000 of these pictures for a bench catalogue, every byte counts.
  return `<linearGradient id="${id}" ${direction}><stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(hue) % 360},${saturation}%,${lightness}%)`;
}

/** A stable hue per name: the same brand and model always get the same colours. */
export function hueOf(name: string): number {
  return hashString(name) % 360;
}

export function svgDocument(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
    `role="img" aria-label="${escapeXml(label)}">${body}</svg>`
  );
}
