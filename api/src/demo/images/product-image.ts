import { DRAWINGS, type DrawingKind } from './drawings';
import { finishFor } from './finishes';
import { escapeXml, FONT_FAMILY, hsl, hueOf, linearGradient, svgDocument, truncate } from './svg';

export const PRODUCT_IMAGE_SIZE = 800;

/** What a product shot shows: the model's drawing, captioned with its brand and model. */
export interface ImageSubject {
  brand: string;
  model: string;
  kind: DrawingKind;
}

/** Gallery shots 1–4 (then again): front, three-quarter, close-up, from the other side. */
const CAMERA_ANGLES = [
  '',
  'translate(400 380) skewY(-7) scale(.9 .96) translate(-400 -380)',
  'translate(400 380) scale(1.14) translate(-400 -396)',
  'translate(400 380) scale(-.88 .88) rotate(-6) translate(-400 -380)',
] as const;

/** An 800×800 product shot: the kind's drawing in a colour finish, a soft shadow and the brand and model. */
export function renderProductImage({ brand, model, kind }: ImageSubject, n: number): string {
  const hue = hueOf(`${brand} ${model}`);
  const shot = (n - 1) % CAMERA_ANGLES.length;
  const finish = finishFor(hue, shot);
  const backgroundHue = hue + shot * 24;
  const defs =
    '<defs>' +
    linearGradient('bg', hsl(backgroundHue, 45, 97), hsl(backgroundHue, 35, 87), true) +
    linearGradient('b', finish.light, finish.dark) +
    linearGradient('d', '#17233d', hsl(hue + 20, 60, 34)) +
    linearGradient('a', hsl(hue, 80, 58), hsl(hue + 35, 75, 44)) +
    '<radialGradient id="s"><stop offset="0" stop-opacity=".3"/><stop offset="1" stop-opacity="0"/></radialGradient>' +
    '</defs>';
  const stage =
    '<rect width="800" height="800" fill="url(#bg)"/>' +
    `<circle cx="${shot % 2 === 0 ? 640 : 160}" cy="150" r="230" fill="url(#a)" opacity=".07"/>` +
    '<ellipse cx="400" cy="626" rx="270" ry="28" fill="url(#s)"/>';
  const product = `<g transform="${CAMERA_ANGLES[shot]}">${DRAWINGS[kind]}</g>`;
  const caption =
    `<g font-family="${FONT_FAMILY}" text-anchor="middle">` +
    `<text x="400" y="712" font-size="46" font-weight="700" fill="#1f2937">${escapeXml(truncate(brand, 24))}</text>` +
    `<text x="400" y="756" font-size="28" fill="#4b5563">${escapeXml(truncate(model, 44))}</text></g>`;
  return svgDocument(
    PRODUCT_IMAGE_SIZE,
    PRODUCT_IMAGE_SIZE,
    `${brand} ${model}`.trim(),
    defs + stage + product + caption,
  );
}
