export { useBuyerPrices } from './buyerPrices';
export { type AddToCartInput, useAddToCart } from './cart';
export { categoriesQuery, useCategories } from './catalog';
export { useCompareList } from './compare';
export { useFavourites, useSetFavourite } from './favourites';
export { useLoyaltyAccount } from './loyalty';
export type { ShopMutationMeta } from './mutationMeta';
export {
  closeProformaDialog,
  openProformaDialog,
  type ProformaLine,
  useProformaRequest,
} from './proformaDialog';
export { queryKeys } from './queryKeys';
export { useCartAmount, useCurrentUser } from './session';
export { postSessionMessage, type SessionMessage, subscribeSessionMessages } from './sessionChannel';
export { clearSignedInState, finishSignOut, followSignOut, pageAfterSignOut, useSignOut } from './signOut';
export { useNotifyWhenInStock } from './stockNotification';
export { useVisitorData } from './visitorData';
