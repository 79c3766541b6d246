/** What the catalog routes write into `{ message }` (Serbian, the product's default language). */
export const catalogMessages = {
  categoryNotFound: 'Kategorija nije pronađena.',
  promotionNotFound: 'Promocija nije pronađena.',
  badPriceRange: 'Najniža cijena ne može biti veća od najviše.',
} as const;
