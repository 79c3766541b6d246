// How a benchmark prints one figure: `name  value  target  met/NOT met`, one line each, so a run reads as a list of
// verdicts. Targets are reported, never asserted (benchmarks are not tests).

const NAME_WIDTH = 46;
const VALUE_WIDTH = 12;
const TARGET_WIDTH = 12;

/**
 * A target a figure is held to. `format` shows a value (and the limit) with its unit; a missing value (NaN) is
 * never met.
 */
export const atLeast = (limit, format = String) => ({ text: `≥ ${format(limit)}`, met: (v) => v >= limit, format });
export const atMost = (limit, format = String) => ({ text: `≤ ${format(limit)}`, met: (v) => v <= limit, format });
/** A figure given for context (e.g. the bare route a ratio is taken against): no target, no verdict. */
export const noTarget = (format = String) => ({ text: '—', met: undefined, format });

export const ms = (value) => `${value} ms`;
export const kb = (value) => `${value} KB`;
export const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(2)} s`;
export const perSecond = (value) => `${value} req/s`;

/** Prints `name  value  target  met/NOT met` and resolves to whether the target was met (undefined: no target). */
export function printFigure(name, value, target, log = console.log) {
  const shown = Number.isNaN(value) ? 'n/a' : target.format(value);
  const met = target.met?.(value);
  const verdict = met === undefined ? '' : met ? 'met' : 'NOT met';
  log(`  ${name.padEnd(NAME_WIDTH)} ${shown.padStart(VALUE_WIDTH)}  ${target.text.padEnd(TARGET_WIDTH)}  ${verdict}`);
  return met;
}
