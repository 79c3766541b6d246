import WebSocket from 'ws';

/** A frame the server sent on /ws/chat. */
export interface ChatFrame {
  type: string;
  conversation?: string;
  from?: string;
  text?: string;
  sentAt?: string;
}

export interface ChatClient {
  send(frame: object): void;
  /** Everything received so far, in order (taken frames included). */
  readonly received: ChatFrame[];
  /** The first frame not yet taken that `matches`, received already or within `ms`. */
  take(matches: (frame: ChatFrame) => boolean, ms?: number): Promise<ChatFrame>;
  close(): void;
}

/** Test side of a chat socket: keeps every frame, so a test can wait for one and later check what never came. */
export function chatClient(socket: WebSocket): ChatClient {
  const received: ChatFrame[] = [];
  const taken = new Set<ChatFrame>();
  const listeners = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(JSON.parse(data.toString()) as ChatFrame);
    for (const listener of listeners) listener();
  });
  const find = (matches: (frame: ChatFrame) => boolean) =>
    received.find((frame) => !taken.has(frame) && matches(frame));

  return {
    send: (frame) => socket.send(JSON.stringify(frame)),
    received,
    take: (matches, ms = 2_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const frame = find(matches);
          if (!frame) return;
          taken.add(frame);
          listeners.delete(check);
          clearTimeout(timer);
          resolve(frame);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no matching frame within ${ms} ms; received ${JSON.stringify(received)}`));
        }, ms);
        listeners.add(check);
        check();
      }),
    close: () => socket.terminate(),
  };
}

/** A real socket to a listening server, as a product page opens it (its Origin, the visitor's cookie). */
export async function openChat(baseUrl: string, cookie?: string): Promise<ChatClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws/chat`, {
    headers: { origin: baseUrl, ...(cookie ? { cookie } : {}) },
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return chatClient(socket);
}

export const isAck = (frame: ChatFrame) => frame.type === 'ack';
/** A chat message with this text. */
export const saying = (text: string) => (frame: ChatFrame) => frame.type === 'message' && frame.text === text;
