import { endpoints, type FavouritesResponse } from '@shop/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { toProductSummary } from '../products';
import { addFavourite, listFavouriteProducts, productExists, removeFavourite } from './favourite-repository';

/**
 * Favourites belong to signed-in users only (SPEC §6): a guest's add or remove gets 401 and the heart stays hidden;
 * asking for the list, a guest simply has none (200, empty items).
 */
const favouriteRoutes: FastifyPluginAsync = async (app) => {
  const signedInUserId = async (request: FastifyRequest): Promise<number> => {
    const userId = (await request.getSession())?.user_id;
    if (userId === null || userId === undefined) throw new HttpError('SIGN_IN_REQUIRED');
    return userId;
  };

  const favouritesOf = async (userId: number): Promise<FavouritesResponse> => {
    const items = (await listFavouriteProducts(app.db, userId)).map(toProductSummary);
    return { length: items.length, items };
  };

  routeEndpoint(app, endpoints.getFavoritesAmount, async (request) => {
    const userId = (await request.getSession())?.user_id;
    return userId === null || userId === undefined ? { length: 0, items: [] } : favouritesOf(userId);
  });

  routeEndpoint(app, endpoints.addToFavorites, async (request) => {
    const userId = await signedInUserId(request);
    if (!(await productExists(app.db, request.body.id))) throw new HttpError('PRODUCT_NOT_FOUND');
    await addFavourite(app.db, userId, request.body.id);
    return favouritesOf(userId);
  });

  routeEndpoint(app, endpoints.removeFromFavorites, async (request) => {
    const userId = await signedInUserId(request);
    await removeFavourite(app.db, userId, request.body.id);
    return favouritesOf(userId);
  });
};

export default favouriteRoutes;
