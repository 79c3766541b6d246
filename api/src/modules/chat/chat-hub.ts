import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { ClusterBus } from '../../cluster/cluster-bus';
import { type ChatMessage, chatMessage } from './chat-frames';
import type { ChatIdentity } from './chat-identity';

/**
 * This instance's chat rooms: each conversation's sockets, and the staff's. A message goes over the cluster bus, so
 * every instance (this one included, at once) hands it to its own sockets of that conversation and to its staff.
 * Nothing is stored: a socket opened later does not see earlier messages. While Redis is away, only this instance's
 * sockets hear it.
 */
export class ChatHub {
  readonly #conversations = new Map<string, Set<WebSocket>>();
  readonly #staff = new Set<WebSocket>();

  constructor(
    private readonly bus: ClusterBus,
    private readonly log: FastifyBaseLogger,
  ) {
    bus.subscribe<unknown>('chat', (message) => this.#deliver(message));
  }

  /** Puts the socket in its room until it closes. */
  join(socket: WebSocket, identity: ChatIdentity): void {
    const room = identity.kind === 'staff' ? this.#staff : this.#conversationRoom(identity.conversation);
    room.add(socket);
    socket.once('close', () => {
      room.delete(socket);
      if (identity.kind === 'visitor' && room.size === 0) this.#conversations.delete(identity.conversation);
    });
  }

  send(message: ChatMessage): void {
    this.bus
      .publish('chat', message)
      .catch((error: unknown) => this.log.warn({ err: error }, 'chat message not delivered'));
  }

  #conversationRoom(conversation: string): Set<WebSocket> {
    let room = this.#conversations.get(conversation);
    if (!room) {
      room = new Set();
      this.#conversations.set(conversation, room);
    }
    return room;
  }

  /** Another instance's message is checked like a socket's frame: a bad one is dropped, not sent on. */
  #deliver(received: unknown): void {
    const parsed = chatMessage.safeParse(received);
    if (!parsed.success) return;
    const frame = JSON.stringify({ type: 'message', ...parsed.data });
    const sockets = [...(this.#conversations.get(parsed.data.conversation) ?? []), ...this.#staff];
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(frame);
  }
}
