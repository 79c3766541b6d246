import { ProductParams, ProductResponse } from '../catalog';
import { endpoint } from '../endpoint';
import { ClearCompareResponse, CompareItemBody, CompareList } from '../product-compare';
import { FavouriteBody, FavouritesResponse } from '../product-favourites';
import { StockNotificationBody, StockNotificationResponse } from '../product-stock-notification';

/** The product page, favourites and compare (mf-product). */
export const productEndpoints = {
  getProduct: endpoint({
    method: 'GET',
    path: '/api/proizvod/:name',
    params: ProductParams,
    response: ProductResponse,
  }),

  /** Favourites belong to signed-in users: 401 `SIGN_IN_REQUIRED` for guests. */
  getFavoritesAmount: endpoint({ method: 'GET', path: '/api/getFavoritesAmount', response: FavouritesResponse }),
  addToFavorites: endpoint({
    method: 'POST',
    path: '/api/addToFavorites',
    body: FavouriteBody,
    bodyType: 'form',
    response: FavouritesResponse,
  }),
  removeFromFavorites: endpoint({
    method: 'POST',
    path: '/api/removeFromFavorites',
    body: FavouriteBody,
    bodyType: 'form',
    response: FavouritesResponse,
  }),

  /** The session's (or signed-in user's) compare list, oldest first. */
  getCompare: endpoint({ method: 'GET', path: '/api/getCompare', response: CompareList }),
  /** A 6th item (`COMPARE_LIMIT`) or another subcategory (`COMPARE_OTHER_SUBCATEGORY`): 400 { message, code }. */
  addToCompare: endpoint({ method: 'POST', path: '/api/addToCompare', body: CompareItemBody, response: CompareList }),
  removeFromCompare: endpoint({
    method: 'POST',
    path: '/api/removeFromCompare',
    body: CompareItemBody,
    response: CompareList,
  }),
  clearCompare: endpoint({ method: 'GET', path: '/api/clearCompare', response: ClearCompareResponse }),

  /** "Obavijesti me" for a product out of stock (guest or signed in); 409 `ALREADY_IN_STOCK` when it is in stock. */
  notifyWhenInStock: endpoint({
    method: 'POST',
    path: '/api/notifyWhenInStock',
    body: StockNotificationBody,
    response: StockNotificationResponse,
  }),
};
