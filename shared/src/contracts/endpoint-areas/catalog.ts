import { z } from 'zod';
import { Category } from '../catalog';
import { endpoint } from '../endpoint';

/** The webshop's categories, listings, search and promotions (mf-catalog). */
export const catalogEndpoints = {
  getCategoriesForWebShop: endpoint({
    method: 'GET',
    path: '/api/getCategoriesForWebShop',
    response: z.array(Category),
  }),
};
