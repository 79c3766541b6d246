/** A body colour: the light and dark ends of the body's gradient. */
export interface Finish {
  light: string;
  dark: string;
}

const SILVER: Finish = { light: '#f4f6f9', dark: '#aeb6c2' };
const GRAPHITE: Finish = { light: '#5c636e', dark: '#262a31' };
const WHITE: Finish = { light: '#ffffff', dark: '#d5dae1' };
const BLACK: Finish = { light: '#3b3f47', dark: '#0f1115' };

/** The catalogue's 'Boja' values (and DEVICE_COLOURS): a product is drawn in its colour. */
const NAMED_FINISHES: Readonly<Record<string, Finish>> = {
  Crna: BLACK,
  Siva: GRAPHITE,
  Grafit: GRAPHITE,
  Bijela: WHITE,
  Srebrna: SILVER,
  Inox: { light: '#e6e9ec', dark: '#8c949e' },
  Plava: { light: '#5b8def', dark: '#1d3f8f' },
  Tamnoplava: { light: '#33476e', dark: '#141d33' },
  Crvena: { light: '#ef5b5b', dark: '#8f1d1d' },
  Zelena: { light: '#5fbf7f', dark: '#1d6b3a' },
  Žuta: { light: '#ffd54f', dark: '#c49000' },
  Cijan: { light: '#4dd0e1', dark: '#00838f' },
  Magenta: { light: '#f06bc4', dark: '#a3166f' },
  'Roze zlatna': { light: '#f7d3c4', dark: '#c08a74' },
};

/** Colours a model without a listed colour comes in: its products take them in turn. */
const DEVICE_COLOURS = ['Srebrna', 'Grafit', 'Bijela', 'Crna', 'Tamnoplava'] as const;

/** The colour of the `variant`-th product (0, 1, …) of a model without a listed colour; `start` varies by model. */
export function deviceColour(start: number, variant: number): string {
  return DEVICE_COLOURS[(start + variant) % DEVICE_COLOURS.length] as string;
}

/** The finish a colour name is drawn in (silver for a colour the demo does not know). */
export function finishFor(colour: string): Finish {
  return NAMED_FINISHES[colour] ?? SILVER;
}
