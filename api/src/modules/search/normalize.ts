/**
 * Folds a word for matching: lower case, no diacritics (č/ć→c, š→s, ž→z), and đ, dj → d, so that 'Đorđe',
 * 'Djordje' and 'Dordje' all meet. Applied to indexed words and search words alike, which makes it work both ways.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/dj/g, 'd');
}
