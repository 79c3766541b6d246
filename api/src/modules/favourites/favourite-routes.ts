import { endpoints, type FavouritesResponse } from '@shop/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { requestLanguage } from '../../http/language';
import { summariesIn } from '../products';
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

  const favouritesOf = async (userId: number, request: FastifyRequest): Promise<FavouritesResponse> => {
    const items = (await listFavouriteProducts(app.db, userId)).map(summariesIn(requestLanguage(request)));
    return { length: items.length, items };
  };

  routeEndpoint(app, endpoints.getFavoritesAmount, async (request) => {
    const userId = (await request.getSession())?.user_id;
    return userId === null || userId === undefined ? { length: 0, items: [] } : favouritesOf(userId, request);
  });

  routeEndpoint(app, endpoints.addToFavorites, async (request) => {
    const userId = await signedInUserId(request);
    if (!(await productExists(app.db, request.body.id))) throw new HttpError('PRODUCT_NOT_FOUND');
    await addFavourite(app.db, userId, request.body.id);
    return favouritesOf(userId, request);
  });

  routeEndpoint(app, endpoints.removeFromFavorites, async (request) => {
    const userId = await signedInUserId(request);
    await removeFavourite(app.db, userId, request.body.id);
    return favouritesOf(userId, request);
  });
};

export default favouriteRoutes;
