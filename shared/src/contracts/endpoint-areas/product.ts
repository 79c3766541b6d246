import { ProductParams, ProductResponse } from '../catalog';
import type { ContractsOf } from '../endpoint';
import { ClearCompareResponse, CompareItemBody, CompareList } from '../product-compare';
import { FavouriteBody, FavouritesResponse } from '../product-favourites';
import { StockNotificationBody, StockNotificationResponse } from '../product-stock-notification';
import type { productRoutes } from './product-routes';

/** What each call of product-routes.ts takes and answers, and whether its answer is personal. */
export const productContracts = {
  getProduct: { params: ProductParams, response: ProductResponse },

  getFavoritesAmount: { response: FavouritesResponse, personal: true },
  addToFavorites: { body: FavouriteBody, response: FavouritesResponse, personal: true },
  removeFromFavorites: { body: FavouriteBody, response: FavouritesResponse, personal: true },

  getCompare: { response: CompareList, personal: true },
  addToCompare: { body: CompareItemBody, response: CompareList, personal: true },
  removeFromCompare: { body: CompareItemBody, response: CompareList, personal: true },
  clearCompare: { response: ClearCompareResponse, personal: true },

  notifyWhenInStock: { body: StockNotificationBody, response: StockNotificationResponse },
} satisfies ContractsOf<typeof productRoutes>;
