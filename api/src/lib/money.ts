/** The DB keeps integer feninga; the API speaks KM with two decimals (1 KM = 100 feninga). */
export function feningaToKm(feninga: number): number {
  return Math.round(feninga) / 100;
}

/** KM with two decimals (as the API takes it) to integer feninga. */
export function kmToFeninga(km: number): number {
  return Math.round(km * 100);
}
