/** The same product listed twice counts once, with the quantities added. */
export function mergeRequestedLines(lines: { id_proizvoda: number; kolicina: number }[]): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const line of lines) quantities.set(line.id_proizvoda, (quantities.get(line.id_proizvoda) ?? 0) + line.kolicina);
  return quantities;
}
