import type { FastifyPluginAsync } from 'fastify';
import type { RawData } from 'ws';

/** Parses a frame as a JSON object; anything else is `undefined` (and ignored). */
function parseChatMessage(data: RawData): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(data.toString());
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `/ws/chat`, opened by the product page. The spec's client does nothing with messages yet, so the server only
 * acknowledges well-formed ones. A malformed frame is dropped: it neither closes this socket nor affects others.
 */
const chatRoutes: FastifyPluginAsync = async (app) => {
  app.get('/ws/chat', { websocket: true }, (socket) => {
    socket.on('message', (data) => {
      if (parseChatMessage(data) !== undefined) socket.send(JSON.stringify({ type: 'ack' }));
    });
  });
};

export default chatRoutes;
