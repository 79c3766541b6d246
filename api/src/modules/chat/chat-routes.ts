import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { HttpError } from '../../http/http-error';
import { type ChatMessage, parseJsonObject, staffFrame, visitorFrame } from './chat-frames';
import { ChatHub } from './chat-hub';
import { type ChatIdentity, chatIdentityOf } from './chat-identity';
import { MessageBudget } from './message-budget';

/** One product page holds one socket; a few tabs are fine, a script opening hundreds is not. */
const MAX_SOCKETS_PER_IP = 8;
/** A person types a few messages a minute; a burst beyond this closes the socket (1008: policy violation). */
const MESSAGES_PER_WINDOW = 20;
const MESSAGE_WINDOW_MS = 10_000;
const POLICY_VIOLATION = 1008;

/** The message a frame asks to send, or `undefined`: a visitor writes only into their own conversation. */
function messageOf(identity: ChatIdentity, frame: Record<string, unknown>): ChatMessage | undefined {
  const sentAt = new Date().toISOString();
  if (identity.kind === 'staff') {
    const parsed = staffFrame.safeParse(frame);
    return parsed.success
      ? { conversation: parsed.data.conversation, from: 'staff', text: parsed.data.text, sentAt }
      : undefined;
  }
  const parsed = visitorFrame.safeParse(frame);
  return parsed.success
    ? { conversation: identity.conversation, from: 'visitor', text: parsed.data.text, sentAt }
    : undefined;
}

/**
 * `/ws/chat`, opened by the product page: a live support chat between a shopper and the shop's staff, across every API
 * instance (see chat-hub.ts; frames in chat-frames.ts; the product page shows none of it yet, SPEC §7). Every
 * well-formed JSON object is acknowledged (`{"type":"ack"}`); a malformed frame, or one that is no valid message for
 * this socket, goes no further: it neither closes this socket nor affects others.
 * Guards (issue 13): a browser's handshake must come from this site (its Origin; a client without one is not a page
 * and carries no visitor's cookies), at most MAX_SOCKETS_PER_IP sockets per address, a message rate, and frames of
 * at most 4 KiB (`maxPayload` in plugins/external/websocket.ts).
 */
const chatRoutes: FastifyPluginAsync = async (app) => {
  const socketsPerIp = new Map<string, number>();
  const hub = new ChatHub(app.cluster, app.log);
  /** Who opened the socket, read before the upgrade (the handler must attach its listeners at once). */
  const identities = new WeakMap<FastifyRequest, ChatIdentity>();

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
      preHandler: async (request) => {
        identities.set(request, await chatIdentityOf(app.db, request));
      },
    },
    (socket, request) => {
      track(request.ip, socket);
      const identity = identities.get(request) as ChatIdentity;
      hub.join(socket, identity);
      const budget = new MessageBudget(MESSAGES_PER_WINDOW, MESSAGE_WINDOW_MS);
      socket.on('message', (data) => {
        if (!budget.take()) {
          socket.close(POLICY_VIOLATION, 'too many messages');
          return;
        }
        const frame = parseJsonObject(data);
        if (frame === undefined) return;
        socket.send(JSON.stringify({ type: 'ack' }));
        const message = messageOf(identity, frame);
        if (message) hub.send(message);
      });
    },
  );
};

export default chatRoutes;
