/** Letters NFD does not reduce to ASCII: the Serbian đ, and a few that appear in brand and product names. */
const TRANSLITERATIONS: Readonly<Record<string, string>> = { đ: 'dj', ß: 'ss', æ: 'ae', ø: 'o', ł: 'l' };

/**
 * The shop's one slug rule (products, categories, subcategories, promotions, image file names): lowercase ASCII,
 * Serbian diacritics transliterated (č/ć→c, š→s, ž→z, đ→dj), every run of other characters one '-', none at either
 * end, and at most `maxLength` characters (cut, then any '-' it ends on dropped). Empty for a text of punctuation.
 */
export function slugify(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  return text
    .toLowerCase()
    .replace(/[đßæøł]/g, (char) => TRANSLITERATIONS[char] ?? char)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
