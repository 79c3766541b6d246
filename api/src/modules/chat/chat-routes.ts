import { company, headOffice } from '@shop/shared/site';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { HttpError } from '../../http/http-error';
import { type ChatMessage, parseJsonObject, staffFrame, visitorFrame } from './chat-frames';
import { ChatHub } from './chat-hub';
import { type ChatIdentity, chatIdentityOf } from './chat-identity';
import { MessageBudget } from './message-budget';

/**
 * One product page holds one socket: a shopper with many tabs is fine, a script opening hundreds is not. Counted per
 * session (one shopper), with a higher ceiling per address, so an office behind one address is not refused for its
 * colleagues' tabs (issue 24).
 */
const MAX_SOCKETS_PER_SESSION = 16;
const MAX_SOCKETS_PER_IP = 64;
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
 * and carries no visitor's cookies), at most MAX_SOCKETS_PER_SESSION sockets per session and MAX_SOCKETS_PER_IP per
 * address (refused with the shop's phone and email), a message rate, and frames of
 * at most 4 KiB (`maxPayload` in plugins/external/websocket.ts).
 */
const chatRoutes: FastifyPluginAsync = async (app) => {
  /** Open sockets by holder: `ip:<address>` and `session:<id>`. */
  const openSockets = new Map<string, number>();
  const hub = new ChatHub(app.cluster, app.log);
  /** Who opened the socket, read before the upgrade (the handler must attach its listeners at once). */
  const identities = new WeakMap<FastifyRequest, ChatIdentity>();

  /** The holders a socket counts for, and each one's limit. */
  const holdersOf = async (request: FastifyRequest): Promise<[string, number][]> => {
    const session = await request.getSession();
    const holders: [string, number][] = [[`ip:${request.ip}`, MAX_SOCKETS_PER_IP]];
    if (session) holders.push([`session:${session.id}`, MAX_SOCKETS_PER_SESSION]);
    return holders;
  };
  const holdersByRequest = new WeakMap<FastifyRequest, [string, number][]>();
  const track = (holders: [string, number][], socket: WebSocket) => {
    for (const [holder] of holders) openSockets.set(holder, (openSockets.get(holder) ?? 0) + 1);
    socket.once('close', () => {
      for (const [holder] of holders) {
        const left = (openSockets.get(holder) ?? 1) - 1;
        if (left > 0) openSockets.set(holder, left);
        else openSockets.delete(holder);
      }
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
      },
      preHandler: async (request) => {
        const holders = await holdersOf(request);
        if (holders.some(([holder, max]) => (openSockets.get(holder) ?? 0) >= max)) {
          throw new HttpError('TOO_MANY_REQUESTS_CONTACT_US', {
            minutes: 1,
            phone: headOffice.phones[0],
            email: company.email,
          });
        }
        holdersByRequest.set(request, holders);
        identities.set(request, await chatIdentityOf(app.db, request));
      },
    },
    (socket, request) => {
      track(holdersByRequest.get(request) ?? [], socket);
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
