import { hsl } from './svg';

/** The product's body colour: real devices come in a handful of finishes, plus one in the brand's hue. */
interface Finish {
  light: string;
  dark: string;
}

const NEUTRAL_FINISHES: readonly Finish[] = [
  { light: '#f4f6f9', dark: '#aeb6c2' }, // silver
  { light: '#5c636e', dark: '#262a31' }, // graphite
  { light: '#ffffff', dark: '#d5dae1' }, // white
  { light: '#3b3f47', dark: '#0f1115' }, // black
];

export function finishFor(hue: number, variant: number): Finish {
  const finishes = [...NEUTRAL_FINISHES, { light: hsl(hue, 45, 62), dark: hsl(hue, 50, 32) }];
  return finishes[(hue + variant * 2) % finishes.length] as Finish;
}
