export { formatDate } from './date';
export { type PluralCategory, pluralCategory } from './plural';
export { formatPrice } from './price';
