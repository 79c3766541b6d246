import { hashString, Random } from '../seed/random';
import { DRAWINGS, type DrawingKind } from './drawings';
import { NAME_PLATE_SPOTS } from './drawings/name-plates';
import { ACCENT, repeat } from './drawings/shapes';
import { escapeXml, truncate } from './svg';

/** The drawing's centre: proportions change around it. */
const CENTRE_X = 400;
const CENTRE_Y = 380;

export interface Device {
  /** The kind's drawing in the model's proportions, with the model's name plate on it. */
  markup: string;
  /** Where the name plate sits, for the close-up. */
  plate: readonly [x: number, y: number];
}

/** Each model's device is the same in every shot of every product: drawn once per model. */
const drawn = new Map<string, Device>();

/**
 * One model's device: its kind's drawing (recognisable by kind), made the model's own by its proportions, which way
 * it faces, and a name plate with the model's name and its own number of status lights. All derived from the brand
 * and model, so the same model always looks the same and two models of one kind never do.
 */
export function drawDevice(kind: DrawingKind, brand: string, model: string): Device {
  const key = `${kind}\n${brand}\n${model}`;
  let device = drawn.get(key);
  if (!device) {
    device = composeDevice(kind, new Random(hashString(`${brand} ${model}`)), model);
    drawn.set(key, device);
  }
  return device;
}

function composeDevice(kind: DrawingKind, random: Random, model: string): Device {
  const facing = random.chance(0.5) ? -1 : 1;
  const scaleX = round2(facing * (0.86 + random.next() * 0.24));
  const scaleY = round2(0.88 + random.next() * 0.2);
  const lights = random.int(1, 5);
  const [spotX, spotY] = NAME_PLATE_SPOTS[kind];
  // The plate is drawn outside the scaled group (its text must not stretch or mirror), where the spot ends up.
  const plate = [
    Math.round(CENTRE_X + (spotX - CENTRE_X) * scaleX),
    Math.round(CENTRE_Y + (spotY - CENTRE_Y) * scaleY),
  ] as const;
  const markup =
    `<g transform="translate(${CENTRE_X} ${CENTRE_Y}) scale(${scaleX} ${scaleY}) translate(-${CENTRE_X} -${CENTRE_Y})">` +
    `${DRAWINGS[kind]}</g>` +
    namePlate(plate, truncate(model, 16), lights);
  return { markup, plate };
}

/** A dark plate with the model's name and a row of status lights, centred on the spot (font: the picture's). */
function namePlate([x, y]: readonly [number, number], label: string, lights: number): string {
  const textWidth = Math.round(label.length * 9.2);
  const width = 20 + textWidth + lights * 11;
  const left = Math.round(x - width / 2);
  return (
    `<rect x="${left}" y="${y - 12}" width="${width}" height="24" rx="6" fill="#111827" fill-opacity=".82"/>` +
    `<text x="${left + 10}" y="${y + 5}" font-size="14" fill="#f9fafb">${escapeXml(label)}</text>` +
    repeat(lights, (i) => `<circle cx="${left + 16 + textWidth + i * 11}" cy="${y}" r="3.5" fill="${ACCENT}"/>`)
  );
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
