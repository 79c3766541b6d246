import { endpoint } from '../endpoint';
import { LoginBody, LogoutResponse, User } from '../session';

/** Sign-in, sign-out and the current user (account issue adds registration and passwords here). */
export const sessionEndpoints = {
  getUser: endpoint({ method: 'GET', path: '/api/getUser', response: User.nullable() }),
  login: endpoint({ method: 'POST', path: '/api/login', body: LoginBody, response: User }),
  logout: endpoint({ method: 'GET', path: '/api/logout', response: LogoutResponse }),
};
