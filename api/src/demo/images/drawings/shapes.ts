/**
 * Tiny SVG builders for the product drawings. Fills refer to gradients the image defines once (#b the product's
 * finish, #d glass/screens, #a the brand accent), so one drawing serves every colour variant.
 */
export const BODY = 'url(#b)';
export const GLASS = 'url(#d)';
export const ACCENT = 'url(#a)';
export const LINE = '#00000026';
export const SHADE = '#00000014';
export const GLARE = '#ffffff1f';
/** A lit top edge or rim. */
export const SHEEN = '#ffffff2e';
export const PLASTIC = '#23262d';
export const METAL = '#c3c9d1';
export const GOLD = '#d4a72c';
export const WHITE = '#fbfcfd';

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  fill: string,
  extra = '',
): string {
  const rounded = radius > 0 ? ` rx="${radius}"` : '';
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}"${rounded} fill="${fill}"${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

/** An open, round-capped line (cables, headbands, antennas). */
export function line(d: string, color: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
}

/** A row of contacts or pins: a thick dashed stroke (gold fingers, connector pins). */
export function contacts(d: string, color: string, width: number, dash: string): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-dasharray="${dash}"/>`;
}

export function ring(cx: number, cy: number, r: number, color: string, width: number, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="${width}"${extra}/>`;
}

export function repeat(count: number, draw: (index: number) => string): string {
  return Array.from({ length: count }, (_, index) => draw(index)).join('');
}

/** A grid of rounded keys/ports as a pattern (one element however many keys). */
export function tilePattern(
  id: string,
  x: number,
  y: number,
  pitchX: number,
  pitchY: number,
  fill: string,
  radius = 4,
): string {
  return (
    `<pattern id="${id}" x="${x}" y="${y}" width="${pitchX}" height="${pitchY}" patternUnits="userSpaceOnUse">` +
    `${rect(2, 2, pitchX - 4, pitchY - 4, radius, fill)}</pattern>`
  );
}

/** Speaker grille dots. */
export function dotPattern(id: string, pitch: number, fill: string): string {
  return `<pattern id="${id}" width="${pitch}" height="${pitch}" patternUnits="userSpaceOnUse">${circle(pitch / 2, pitch / 2, pitch / 5, fill)}</pattern>`;
}

/** A diagonal light reflection over a screen or glass area. */
export function glare(x: number, y: number, width: number, height: number): string {
  return path(`M${x} ${y}h${width * 0.55}L${x + width * 0.25} ${y + height}H${x}z`, GLARE);
}
