import { company } from '@shop/shared/site';
import type WebSocket from 'ws';
import { sqliteDatabase, testDatabases } from '../../test/databases';
import { insertSession } from '../../test/fixtures';
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
  // Issue 24: 8 sockets per address refused a shopper with 9 product tabs, or an office behind one address.
  it('caps the sockets of one session (16) and of one address (64), offers the phone, and frees a place', async () => {
    const t = await startTestApp(sqliteDatabase);
    const shopper = (await insertSession(t.db)).cookie;
    const open = (cookie?: string) =>
      t.app.injectWS('/ws/chat', { headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) } });
    const sockets: WebSocket[] = [];
    try {
      for (let i = 0; i < 16; i++) sockets.push(await open(shopper));
      await expect(open(shopper)).rejects.toThrow('Unexpected server response: 429');
      // A colleague behind the same address is not refused.
      sockets.push(await open((await insertSession(t.db)).cookie));
      const first = sockets.shift() as WebSocket;
      first.terminate();
      await new Promise((resolve) => setTimeout(resolve, 100));
      sockets.push(await open(shopper));
      while (sockets.length < 64) sockets.push(await open());
      await expect(open()).rejects.toThrow('Unexpected server response: 429');
    } finally {
      for (const socket of sockets) socket.terminate();
      await t.close();
    }
  });

  it("refuses with the shop's phone and email", async () => {
    const t = await startTestApp(sqliteDatabase);
    const shopper = (await insertSession(t.db)).cookie;
    const sockets: WebSocket[] = [];
    try {
      const headers = { host: 'localhost:3000', cookie: shopper };
      for (let i = 0; i < 16; i++) sockets.push(await t.app.injectWS('/ws/chat', { headers }));
      const refused = await t.app.inject({ method: 'GET', url: '/ws/chat', headers });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toContain(company.email);
    } finally {
      for (const socket of sockets) socket.terminate();
      await t.close();
    }
  });
});
