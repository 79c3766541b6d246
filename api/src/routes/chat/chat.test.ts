import type WebSocket from 'ws';
import { testDatabases } from '../../test/databases';
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

  it('acknowledges a JSON message', async () => {
    const socket = await t.app.injectWS('/ws/chat');
    const reply = nextMessage(socket);
    socket.send(JSON.stringify({ type: 'hello', text: 'Zdravo' }));
    expect(await reply).toEqual({ type: 'ack' });
    socket.terminate();
  });

  it('ignores malformed messages without closing the socket or disturbing other sockets', async () => {
    const sender = await t.app.injectWS('/ws/chat');
    const bystander = await t.app.injectWS('/ws/chat');
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
});
