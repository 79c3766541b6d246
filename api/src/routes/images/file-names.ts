/** `<slug>-<n>.svg`: a lowercase ASCII slug (as the seed makes them) and an image number from 1. */
const PRODUCT_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([1-9][0-9]?)\.svg$/;
const MAX_SLUG_LENGTH = 255;

export function parseProductImageFile(file: string): { slug: string; n: number } | undefined {
  const match = PRODUCT_FILE.exec(file);
  if (!match || (match[1] as string).length > MAX_SLUG_LENGTH) return undefined;
  return { slug: match[1] as string, n: Number(match[2]) };
}

/** `<slug>.svg`; category slugs keep the spec's diacritics and commas, so only the suffix is checked here. */
export function parseCategoryImageFile(file: string): string | undefined {
  return file.endsWith('.svg') && file.length > 4 ? file.slice(0, -4) : undefined;
}
