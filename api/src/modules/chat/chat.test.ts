import type WebSocket from 'ws';
import { sqliteDatabase, testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';

/** The next message the server sends on this socket. */
function nextMessage(socket: WebSocket): Promise<unknown> {
  return new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(data.toString()))));
}

describe.each(testDatabases())('/ws/chat on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  /** A handshake as the product page's browser makes it: Host and Origin of this site. */
  const open = (headers: Record<string, string> = {}) =>
    t.app.injectWS('/ws/chat', { headers: { host: 'localhost:3000', origin: 'http://localhost:3000', ...headers } });
  const closeCode = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', resolve));

  it('acknowledges a JSON message', async () => {
    const socket = await open();
    const reply = nextMessage(socket);
    socket.send(JSON.stringify({ type: 'hello', text: 'Zdravo' }));
    expect(await reply).toEqual({ type: 'ack' });
    socket.terminate();
  });

  it('ignores malformed messages without closing the socket or disturbing other sockets', async () => {
    const sender = await open();
    const bystander = await open();
    const closed = jest.fn();
    sender.on('close', closed);
    bystander.on('close', closed);

    const received: unknown[] = [];
    sender.on('message', (data) => received.push(JSON.parse(data.toString())));
    for (const garbage of ['{not json', '', '42', '"text"', 'null', '[1,2]']) sender.send(garbage);
    const senderReply = nextMessage(sender);
    sender.send(JSON.stringify({ type: 'still-there' }));
    await senderReply;
    // Frames are answered in order: had any garbage been answered, more than the one ack would have arrived by now.
    expect(received).toEqual([{ type: 'ack' }]);

    const bystanderReply = nextMessage(bystander);
    bystander.send(JSON.stringify({ type: 'hello' }));
    expect(await bystanderReply).toEqual({ type: 'ack' });
    expect(closed).not.toHaveBeenCalled();
    sender.terminate();
    bystander.terminate();
  });

  it('refuses a handshake from another site (403)', async () => {
    await expect(open({ origin: 'https://evil.example' })).rejects.toThrow('Unexpected server response: 403');
  });

  it('closes a socket that sends a frame over 4 KiB (1009) or a burst of messages (1008)', async () => {
    const big = await open();
    const bigClosed = closeCode(big);
    big.send('x'.repeat(5 * 1024));
    expect(await bigClosed).toBe(1009);

    const chatty = await open();
    const chattyClosed = closeCode(chatty);
    for (let i = 0; i < 25; i++) chatty.send(JSON.stringify({ type: 'spam', i }));
    expect(await chattyClosed).toBe(1008);
    big.terminate();
    chatty.terminate();
  });
});

describe('/ws/chat connection cap', () => {
  it('caps the sockets one address holds (8), and frees a place when one closes', async () => {
    const t = await startTestApp(sqliteDatabase);
    const open = () => t.app.injectWS('/ws/chat', { headers: { host: 'localhost:3000' } });
    const sockets: WebSocket[] = [];
    try {
      for (let i = 0; i < 8; i++) sockets.push(await open());
      await expect(open()).rejects.toThrow('Unexpected server response: 429');
      const first = sockets.shift() as WebSocket;
      first.terminate();
      await new Promise((resolve) => setTimeout(resolve, 100));
      sockets.push(await open());
    } finally {
      for (const socket of sockets) socket.terminate();
      await t.close();
    }
  });
});
