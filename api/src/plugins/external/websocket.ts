import fastifyWebsocket from '@fastify/websocket';
import fp from 'fastify-plugin';

/** Chat messages are a line of text: a larger frame is refused by `ws` (close 1009) instead of being buffered. */
const MAX_MESSAGE_BYTES = 4 * 1024;

export default fp(
  async (app) => {
    await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  },
  { name: 'websocket' },
);
