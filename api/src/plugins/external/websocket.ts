import fastifyWebsocket from '@fastify/websocket';
import fp from 'fastify-plugin';

/** Chat messages are small; a larger frame is refused by `ws` instead of being buffered. */
const MAX_MESSAGE_BYTES = 64 * 1024;

export default fp(
  async (app) => {
    await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  },
  { name: 'websocket' },
);
