import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Parses the Cookie header (no DB work) and adds reply.setCookie/clearCookie. */
export default fp(
  async (app) => {
    await app.register(fastifyCookie);
  },
  { name: 'cookie' },
);
