// Favourites: a signed-in user's saved products.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { listFavouriteProducts } from './favourite-repository';
export { default as favouriteRoutes } from './favourite-routes';
