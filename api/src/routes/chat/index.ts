import type { FastifyPluginAsync } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { HttpError } from '../../http/http-error';
import { MessageBudget } from './message-budget';

/** One product page holds one socket; a few tabs are fine, a script opening hundreds is not. */
const MAX_SOCKETS_PER_IP = 8;
/** A person types a few messages a minute; a burst beyond this closes the socket (1008: policy violation). */
const MESSAGES_PER_WINDOW = 20;
const MESSAGE_WINDOW_MS = 10_000;
const POLICY_VIOLATION = 1008;

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
 * Guards (issue 13): a browser's handshake must come from this site (its Origin; a client without one is not a page
 * and carries no visitor's cookies), at most MAX_SOCKETS_PER_IP sockets per address, a message rate, and frames of at most 4 KiB
 * (`maxPayload` in plugins/external/websocket.ts).
 */
const chatRoutes: FastifyPluginAsync = async (app) => {
  const socketsPerIp = new Map<string, number>();

  const track = (ip: string, socket: WebSocket) => {
    socketsPerIp.set(ip, (socketsPerIp.get(ip) ?? 0) + 1);
    socket.once('close', () => {
      const left = (socketsPerIp.get(ip) ?? 1) - 1;
      if (left > 0) socketsPerIp.set(ip, left);
      else socketsPerIp.delete(ip);
    });
  };

  app.get(
    '/ws/chat',
    {
      websocket: true,
      // Before the upgrade: a refused handshake answers a plain HTTP status.
      onRequest: async (request) => {
        const origin = request.headers.origin;
        if (origin !== undefined && !app.isSiteOrigin(origin)) throw new HttpError('CROSS_SITE_REQUEST');
        if ((socketsPerIp.get(request.ip) ?? 0) >= MAX_SOCKETS_PER_IP)
          throw new HttpError('TOO_MANY_REQUESTS', { minutes: 1 });
      },
    },
    (socket, request) => {
      track(request.ip, socket);
      const budget = new MessageBudget(MESSAGES_PER_WINDOW, MESSAGE_WINDOW_MS);
      socket.on('message', (data) => {
        if (!budget.take()) {
          socket.close(POLICY_VIOLATION, 'too many messages');
          return;
        }
        if (parseChatMessage(data) !== undefined) socket.send(JSON.stringify({ type: 'ack' }));
      });
    },
  );
};

export default chatRoutes;
