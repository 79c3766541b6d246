import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { cacheControlFor } from '../../static/cache-control';

/**
 * Adds reply.sendFile only (`serve: false`): the static routes pick the folder per request, so a remote's dist
 * can be replaced while the server runs. `.br`/`.gz` siblings are served when the build produced them.
 */
export default fp(
  async (app) => {
    await app.register(fastifyStatic, {
      serve: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  },
  { name: 'static' },
);
