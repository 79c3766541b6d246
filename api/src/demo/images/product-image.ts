import { drawDevice } from './device';
import type { DrawingKind } from './drawings';
import { finishFor } from './finishes';
import { escapeXml, FONT_FAMILY, hsl, hueOf, linearGradient, svgDocument, truncate } from './svg';

export const PRODUCT_IMAGE_SIZE = 800;

/** What a product's shots show: its model's device in the product's finish, captioned. */
export interface ImageSubject {
  brand: string;
  model: string;
  kind: DrawingKind;
  /** The product's colour (its 'Boja' value, else one of the model's colours), drawn as its finish. */
  colour: string;
  /** The product's own code, printed under the caption: no two products' shots are the same picture. */
  tag: string;
}

/** The gallery: front, side (three-quarter) and a close-up of the name plate. */
export const PRODUCT_SHOTS = ['front', 'side', 'detail'] as const;
export type ProductShot = (typeof PRODUCT_SHOTS)[number];

const SIDE_VIEW = 'translate(400 380) skewY(-7) scale(.9 .96) translate(-400 -380)';
const DETAIL_ZOOM = 1.9;
/** The close-up is cut off above the caption. */
const STAGE_CLIP = '<clipPath id="c"><rect width="800" height="668"/></clipPath>';

/** An 800×800 shot: the device in its finish on a soft stage, the colour and code below (front: brand and model too). */
export function renderProductImage(subject: ImageSubject, shot: ProductShot): string {
  const { brand, model, kind, colour, tag } = subject;
  const hue = hueOf(`${brand} ${model}`);
  const shotIndex = PRODUCT_SHOTS.indexOf(shot);
  const finish = finishFor(colour);
  const backgroundHue = hue + shotIndex * 24;
  const device = drawDevice(kind, brand, model);
  const defs =
    '<defs>' +
    linearGradient('bg', hsl(backgroundHue, 45, 97), hsl(backgroundHue, 35, 87), true) +
    linearGradient('b', finish.light, finish.dark) +
    linearGradient('d', '#17233d', hsl(hue + 20, 60, 34)) +
    linearGradient('a', hsl(hue, 80, 58), hsl(hue + 35, 75, 44)) +
    '<radialGradient id="s"><stop stop-opacity=".3"/><stop offset="1" stop-opacity="0"/></radialGradient>' +
    (shot === 'detail' ? STAGE_CLIP : '') +
    '</defs>';
  const stage =
    '<rect width="800" height="800" fill="url(#bg)"/>' +
    `<circle cx="${shotIndex === 1 ? 160 : 640}" cy="150" r="230" fill="url(#a)" opacity=".07"/>` +
    (shot === 'detail' ? '' : '<ellipse cx="400" cy="626" rx="270" ry="28" fill="url(#s)"/>');
  const product = placeOnStage(shot, device.markup, device.plate);
  const details = `<text x="400" y="778" font-size="18" fill="#6b7280">${escapeXml(`${colour} · ${tag}`)}</text>`;
  // Only the front shot is captioned with brand and model; every shot carries the product's colour and code.
  const caption =
    shot === 'front'
      ? `<text x="400" y="704" font-size="44" font-weight="700" fill="#1f2937">${escapeXml(truncate(brand, 24))}</text>` +
        `<text x="400" y="744" font-size="28" fill="#4b5563">${escapeXml(truncate(model, 44))}</text>`
      : '';
  return svgDocument(
    PRODUCT_IMAGE_SIZE,
    PRODUCT_IMAGE_SIZE,
    `${brand} ${model}`.trim(),
    `<g font-family="${FONT_FAMILY}">${defs}${stage}${product}<g text-anchor="middle">${caption}${details}</g></g>`,
  );
}

/** The device as the shot's camera sees it. */
function placeOnStage(shot: ProductShot, markup: string, [plateX, plateY]: readonly [number, number]): string {
  if (shot === 'front') return markup;
  if (shot === 'side') return `<g transform="${SIDE_VIEW}">${markup}</g>`;
  const zoom = `translate(400 360) scale(${DETAIL_ZOOM}) translate(${-plateX} ${-plateY})`;
  return `<g clip-path="url(#c)"><g transform="${zoom}">${markup}</g></g>`;
}
