import fp from 'fastify-plugin';
import type { ReleaseConfig } from '../../config';
import { LiveReleases } from './live-releases';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which release of the shell and of each remote is live (decision 020). */
    liveReleases: LiveReleases;
  }
}

/** Decorates `liveReleases`, read once before the server listens, then kept current (bus message or poll). */
export default fp(
  async (app, options: ReleaseConfig) => {
    const live = new LiveReleases(app.db, app.cluster, app.log);
    await live.refresh();
    live.start(options.pollMs);
    app.decorate('liveReleases', live);
    app.addHook('onClose', async () => live.stop());
  },
  { name: 'live-releases', dependencies: ['cluster', 'db'] },
);
