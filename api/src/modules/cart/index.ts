// Cart: the session's (or user's) cart lines, their count and prices.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { priceCartLines } from './cart-mapper';
export {
  type CartLineRow,
  deleteCartLines,
  findCartLineQuantity,
  findProductForCart,
  listCartLines,
  lockCartLines,
  moveGuestCartToUser,
  removeCartLine,
  setCartLineQuantity,
  sumCartQuantity,
} from './cart-repository';
export { default as cartRoutes } from './cart-routes';
