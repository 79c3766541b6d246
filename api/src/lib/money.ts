/** The DB keeps integer feninga; the API speaks KM with two decimals (1 KM = 100 feninga). */
export function feningaToKm(feninga: number): number {
  return Math.round(feninga) / 100;
}

/** KM as the API takes it (two decimals at most) to integer feninga. */
export function kmToFeninga(km: number): number {
  return Math.round(km * 100);
}
