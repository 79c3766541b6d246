import fastifyFormbody from '@fastify/formbody';
import fp from 'fastify-plugin';

/** Parses application/x-www-form-urlencoded bodies (SPEC §7: addToCart and the favourites calls send form data). */
export default fp(
  async (app) => {
    await app.register(fastifyFormbody);
  },
  { name: 'formbody' },
);
