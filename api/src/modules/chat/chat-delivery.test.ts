import { type ChatClient, chatClient, isAck, saying } from '../../test/chat-client';
import { sqliteDatabase, testDatabases } from '../../test/databases';
import { insertSession } from '../../test/fixtures';
import { testKeyPrefix } from '../../test/redis';
import { signedInAs } from '../../test/staff';
import { closedPort } from '../../test/tcp-proxy';
import { startTestApp, type TestApp } from '../../test/test-app';
import { conversationOfSession } from './chat-identity';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(testDatabases())('/ws/chat delivery in one process (no Redis) on $name', (database) => {
  let t: TestApp;
  const open: ChatClient[] = [];
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => t.close());

  const connect = async (cookie?: string) => {
    const headers = { host: 'localhost:3000', origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) };
    const client = chatClient(await t.app.injectWS('/ws/chat', { headers }));
    open.push(client);
    return client;
  };

  it("carries a visitor's message to staff and the visitor's other tab, and the staff's reply to that visitor only", async () => {
    const staff = await connect((await signedInAs(t.db, 'Admin')).cookie);
    const visitorSession = await insertSession(t.db);
    const tab = await connect(visitorSession.cookie);
    const otherTab = await connect(visitorSession.cookie);
    const otherVisitor = await connect((await insertSession(t.db)).cookie);

    tab.send({ type: 'message', text: '  Zdravo, ima li na stanju?  ' });
    await tab.take(isAck);
    const asked = await staff.take(saying('Zdravo, ima li na stanju?'));
    expect(asked).toEqual({
      type: 'message',
      conversation: conversationOfSession(visitorSession.id),
      from: 'visitor',
      text: 'Zdravo, ima li na stanju?',
      sentAt: expect.stringMatching(ISO_TIME),
    });
    // The derived id names neither the session row nor the cookie.
    expect(asked.conversation).not.toBe(visitorSession.id);
    expect(visitorSession.cookie).not.toContain(asked.conversation);
    expect(await otherTab.take(saying('Zdravo, ima li na stanju?'))).toEqual(asked);
    expect(await tab.take(saying('Zdravo, ima li na stanju?'))).toEqual(asked);

    staff.send({ type: 'message', conversation: asked.conversation, text: 'Ima, dva komada.' });
    await staff.take(isAck);
    for (const client of [tab, otherTab, staff]) {
      expect(await client.take(saying('Ima, dva komada.'))).toMatchObject({
        conversation: asked.conversation,
        from: 'staff',
      });
    }
    // Frames reach one socket in order: once its own message is back, the reply would have come before it.
    otherVisitor.send({ type: 'message', text: 'A ja?' });
    await otherVisitor.take(saying('A ja?'));
    expect(otherVisitor.received.filter((frame) => frame.type === 'message').map((frame) => frame.text)).toEqual([
      'A ja?',
    ]);
  });

  it('treats a customer naming a conversation as a visitor: the message stays in their own', async () => {
    const staff = await connect((await signedInAs(t.db, 'Admin')).cookie);
    const visitorSession = await insertSession(t.db);
    const visitor = await connect(visitorSession.cookie);
    const customer = await connect((await signedInAs(t.db, 'Korisnik')).cookie);
    const editor = await connect((await signedInAs(t.db, 'Editor')).cookie);
    const target = conversationOfSession(visitorSession.id);

    customer.send({ type: 'message', conversation: target, text: 'Upadam.' });
    editor.send({ type: 'message', conversation: target, text: 'I ja upadam.' });
    const fromCustomer = await staff.take(saying('Upadam.'));
    const fromEditor = await staff.take(saying('I ja upadam.'));
    expect(fromCustomer).toMatchObject({ from: 'visitor' });
    expect(fromEditor).toMatchObject({ from: 'visitor' });
    expect([fromCustomer.conversation, fromEditor.conversation]).not.toContain(target);
    expect(fromCustomer.conversation).not.toBe(fromEditor.conversation);
    expect(await customer.take(saying('Upadam.'))).toEqual(fromCustomer);

    staff.send({ type: 'message', conversation: target, text: 'Samo vama.' });
    await visitor.take(saying('Samo vama.'));
    expect(visitor.received.map((frame) => frame.text)).toEqual(['Samo vama.']);
  });

  it('gives each socket without a session a conversation of its own', async () => {
    const staff = await connect((await signedInAs(t.db, 'Admin')).cookie);
    const first = await connect();
    const second = await connect();
    first.send({ type: 'message', text: 'Prvi' });
    const one = await staff.take(saying('Prvi'));
    // Sent after 'Prvi' went out everywhere: had it reached `second`, it would have come first.
    second.send({ type: 'message', text: 'Drugi' });
    const two = await staff.take(saying('Drugi'));
    expect(one.conversation).not.toBe(two.conversation);
    await second.take(saying('Drugi'));
    expect(second.received.map((frame) => frame.text)).not.toContain('Prvi');
  });

  it('acknowledges but does not deliver a blank, too long or wrongly addressed message', async () => {
    const staff = await connect((await signedInAs(t.db, 'Admin')).cookie);
    const visitor = await connect((await insertSession(t.db)).cookie);

    staff.send({ type: 'message', text: 'Bez razgovora' });
    staff.send({ type: 'message', conversation: '../nešto', text: 'Loš razgovor' });
    // An accepted frame is acknowledged before it is delivered: anything these two set off would already be out.
    await staff.take(isAck);
    await staff.take(isAck);
    visitor.send({ type: 'message', text: '   ' });
    visitor.send({ type: 'message', text: 'x'.repeat(1001) });
    visitor.send({ type: 'message', text: 42 });
    visitor.send({ type: 'poruka', text: 'Pogrešan tip' });
    visitor.send({ type: 'message', text: 'y'.repeat(1000) });

    const delivered = await staff.take((frame) => frame.type === 'message');
    expect(delivered.text).toBe('y'.repeat(1000));
    expect(staff.received.filter((frame) => frame.type === 'message')).toHaveLength(1);
    await visitor.take(saying('y'.repeat(1000)));
    expect(visitor.received.filter(isAck)).toHaveLength(5);
  });
});

describe('/ws/chat while Redis is unreachable', () => {
  it('still delivers to the sockets of this instance', async () => {
    const t = await startTestApp(sqliteDatabase, {
      cluster: { redisUrl: `redis://127.0.0.1:${await closedPort()}`, keyPrefix: testKeyPrefix() },
    });
    const headers = { host: 'localhost:3000', origin: 'http://localhost:3000' };
    const open = async (cookie: string) =>
      chatClient(await t.app.injectWS('/ws/chat', { headers: { ...headers, cookie } }));
    try {
      expect(t.app.cluster.state).toBe('degraded');
      const staff = await open((await signedInAs(t.db, 'Admin')).cookie);
      const visitor = await open((await insertSession(t.db)).cookie);
      visitor.send({ type: 'message', text: 'Ima li koga?' });
      const asked = await staff.take(saying('Ima li koga?'));
      staff.send({ type: 'message', conversation: asked.conversation, text: 'Ima.' });
      await visitor.take(saying('Ima.'));
      staff.close();
      visitor.close();
    } finally {
      await t.close();
    }
  });
});
