import { z } from 'zod';
import { CartAmount } from './cart';
import { Category, ProductParams, ProductResponse } from './catalog';
import { HealthResponse } from './common';
import { RemotesConfig } from './remotes';
import { LoginBody, LogoutResponse, User } from './session';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call: the single description both the Fastify route and the browser client are built from. */
export interface Endpoint {
  method: Method;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

const endpoint = <E extends Endpoint>(e: E) => e;

export const endpoints = {
  getUser: endpoint({ method: 'GET', path: '/api/getUser', response: User.nullable() }),
  login: endpoint({ method: 'POST', path: '/api/login', body: LoginBody, response: User }),
  logout: endpoint({ method: 'GET', path: '/api/logout', response: LogoutResponse }),
  getCategoriesForWebShop: endpoint({
    method: 'GET',
    path: '/api/getCategoriesForWebShop',
    response: z.array(Category),
  }),
  getProduct: endpoint({
    method: 'GET',
    path: '/api/proizvod/:name',
    params: ProductParams,
    response: ProductResponse,
  }),
  getCartAmount: endpoint({ method: 'GET', path: '/api/getCartAmount', response: CartAmount }),
  health: endpoint({ method: 'GET', path: '/api/health', response: HealthResponse }),
  /** Where the shell finds each remote's manifest (served with Cache-Control: no-cache). */
  getRemotes: endpoint({ method: 'GET', path: '/remotes.json', response: RemotesConfig }),
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
