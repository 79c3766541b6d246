import fp from 'fastify-plugin';
import type { ClusterConfig } from '../config';
import { ClusterBus } from './cluster-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** What crosses API instances (Redis when REDIS_URL is set): see cluster-bus.ts. */
    cluster: ClusterBus;
  }
}

/** Decorates `cluster`. Registered first: caches, rate limits and chat depend on it. */
export default fp(
  async (app, options: ClusterConfig) => {
    const bus = new ClusterBus({ ...options, log: app.log });
    app.decorate('cluster', bus);
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'cluster' },
);
