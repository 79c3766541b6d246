/** Serbian Latin (and Cyrillic-free) letters that do not decompose to ASCII with NFD. */
const TRANSLITERATIONS: Readonly<Record<string, string>> = { đ: 'dj', Đ: 'dj', ß: 'ss', æ: 'ae', ø: 'o', ł: 'l' };

/**
 * A URL slug: lowercase ASCII, Serbian diacritics transliterated (č/ć→c, š→s, ž→z, đ→dj), every run of other
 * characters → a single '-', no leading or trailing '-'.
 */
export function slugify(text: string): string {
  return text
    .replace(/[đĐßæøł]/g, (char) => TRANSLITERATIONS[char] ?? char)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
