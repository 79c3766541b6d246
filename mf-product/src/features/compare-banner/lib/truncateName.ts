/** SPEC §2: the longest name a compare slot shows, by window width. */
export function nameLengthForWidth(width: number): number {
  if (width < 600) return 25;
  if (width < 900) return 33;
  if (width < 1900) return 40;
  return 80;
}

/** The name cut to the width's length, with '...' when something was cut. */
export function truncateName(name: string, width: number): string {
  const length = nameLengthForWidth(width);
  return name.length > length ? `${name.slice(0, length).trimEnd()}...` : name;
}
