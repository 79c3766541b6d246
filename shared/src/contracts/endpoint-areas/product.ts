import { ProductParams, ProductResponse } from '../catalog';
import { endpoint } from '../endpoint';

/** The product page, favourites and compare (mf-product). */
export const productEndpoints = {
  getProduct: endpoint({
    method: 'GET',
    path: '/api/proizvod/:name',
    params: ProductParams,
    response: ProductResponse,
  }),
};
