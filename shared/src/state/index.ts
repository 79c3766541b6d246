export { categoryPath, useCategories } from './catalog';
export { queryKeys } from './queryKeys';
export { useCartAmount, useCurrentUser } from './session';
