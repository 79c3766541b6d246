import type { RouteTable } from '../route';

/** The product page, favourites and compare (mf-product). */
export const productRoutes = {
  getProduct: { method: 'GET', path: '/api/proizvod/:name' },

  /** Favourites belong to signed-in users: 401 `SIGN_IN_REQUIRED` for guests. */
  getFavoritesAmount: { method: 'GET', path: '/api/getFavoritesAmount' },
  addToFavorites: { method: 'POST', path: '/api/addToFavorites', bodyType: 'form' },
  removeFromFavorites: { method: 'POST', path: '/api/removeFromFavorites', bodyType: 'form' },

  /** The session's (or signed-in user's) compare list, oldest first. */
  getCompare: { method: 'GET', path: '/api/getCompare' },
  /** A 6th item (`COMPARE_LIMIT`) or another subcategory (`COMPARE_OTHER_SUBCATEGORY`): 400 { message, code }. */
  addToCompare: { method: 'POST', path: '/api/addToCompare' },
  removeFromCompare: { method: 'POST', path: '/api/removeFromCompare' },
  clearCompare: { method: 'GET', path: '/api/clearCompare' },

  /** "Obavijesti me" for a product out of stock (guest or signed in); 409 `ALREADY_IN_STOCK` when it is in stock. */
  notifyWhenInStock: { method: 'POST', path: '/api/notifyWhenInStock' },
} as const satisfies RouteTable;
