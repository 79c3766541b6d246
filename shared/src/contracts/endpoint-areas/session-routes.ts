import type { RouteTable } from '../route';

/** Sign-in, sign-out and the current user. */
export const sessionRoutes = {
  getUser: { method: 'GET', path: '/api/getUser' },
  login: { method: 'POST', path: '/api/login' },
  logout: { method: 'GET', path: '/api/logout' },
} as const satisfies RouteTable;
