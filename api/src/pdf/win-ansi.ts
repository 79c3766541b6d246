import type { PDFFont } from 'pdf-lib';

/**
 * The PDF's standard fonts cover Windows-1252: š, ž, Š, Ž are there, č, ć, đ are not. Rather than embed a font file
 * (and ship it with every deployment) the missing letters are written the way Bosnian does without diacritics.
 */
const REPLACEMENTS: Record<string, string> = { č: 'c', ć: 'c', đ: 'dj', Č: 'C', Ć: 'C', Đ: 'Dj' };

export function toFontText(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text, (character) => {
    const replaced = REPLACEMENTS[character] ?? character;
    return Array.from(replaced).every((part) => supported.has(part.codePointAt(0) ?? 0)) ? replaced : '?';
  }).join('');
}
