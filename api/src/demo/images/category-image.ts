import { DEMO_CATALOG } from '../seed/catalog';
import { DRAWINGS, type DrawingKind } from './drawings';
import { escapeXml, FONT_FAMILY, hsl, hueOf, linearGradient, svgDocument } from './svg';

interface CategoryArt {
  name: string;
  kind: DrawingKind;
}

/** The shop's categories, each drawn like its first subcategory (laptops for laptops and tablets, …). */
const CATEGORY_ART: ReadonlyMap<string, CategoryArt> = new Map(
  DEMO_CATALOG.map((category) => [
    category.slug,
    { name: category.name, kind: category.subcategories[0]?.kind ?? 'box' },
  ]),
);

/** A 400×300 category tile: the drawing above the category's name. Undefined for a slug that is no category. */
export function renderCategoryImage(slug: string): string | undefined {
  const art = CATEGORY_ART.get(slug);
  if (!art) return undefined;
  const hue = hueOf(slug);
  const defs =
    '<defs>' +
    linearGradient('bg', hsl(hue, 60, 96), hsl(hue, 45, 85), true) +
    linearGradient('b', '#f4f6f9', '#9aa3b0') +
    linearGradient('d', '#17233d', hsl(hue + 20, 60, 34)) +
    linearGradient('a', hsl(hue, 80, 56), hsl(hue + 35, 75, 42)) +
    '</defs>';
  const lines = splitInTwo(art.name);
  const firstBaseline = lines.length === 1 ? 252 : 238;
  const text = lines.map((line, i) => `<text x="200" y="${firstBaseline + i * 32}">${escapeXml(line)}</text>`).join('');
  return svgDocument(
    400,
    300,
    art.name,
    defs +
      '<rect width="400" height="300" fill="url(#bg)"/><circle cx="330" cy="40" r="120" fill="url(#a)" opacity=".1"/>' +
      `<g transform="translate(80 -14) scale(.3)">${DRAWINGS[art.kind]}</g>` +
      `<g font-family="${FONT_FAMILY}" font-size="27" font-weight="700" fill="#1f2937" text-anchor="middle">${text}</g>`,
  );
}

/** One line when short, else two lines split at the space that makes the longer line shortest. */
export function splitInTwo(name: string, maxSingleLine = 18): string[] {
  if (name.length <= maxSingleLine) return [name];
  const words = name.split(' ');
  let best: string[] = [name];
  let bestLength = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const candidate = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const longest = Math.max(...candidate.map((line) => line.length));
    if (longest < bestLength) [best, bestLength] = [candidate, longest];
  }
  return best;
}
