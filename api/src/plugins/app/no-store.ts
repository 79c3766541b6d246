import { type Endpoint, endpoints } from '@shop/shared/contracts';
import fp from 'fastify-plugin';

/**
 * The answers about one visitor (who they are, their cart, favourites, compare list, orders, account, and every staff
 * answer): a browser or a proxy must never keep them (`Cache-Control: no-store`), e.g. for the next user of a shared
 * computer. An endpoint says so itself (`personal: true` in its contract, shared/src/contracts/endpoint-areas/).
 */
export const personalRoutes: ReadonlySet<string> = new Set(
  Object.values<Endpoint>(endpoints)
    .filter((endpoint) => endpoint.personal)
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const personal = personalRoutes.has(`${request.method} ${request.routeOptions.url}`);
      // A download that said `private, no-store` itself keeps its header.
      if (personal && !String(reply.getHeader('cache-control') ?? '').includes('no-store'))
        reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'no-store' },
);
