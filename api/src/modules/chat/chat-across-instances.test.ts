import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type ChatClient, isAck, openChat, saying } from '../../test/chat-client';
import { testDatabases } from '../../test/databases';
import { insertSession } from '../../test/fixtures';
import { describeWithRedis, TEST_REDIS_URL, testKeyPrefix } from '../../test/redis';
import { signedInAs } from '../../test/staff';
import { startAnotherInstance, startTestApp, type TestApp } from '../../test/test-app';

/** Polls until `check` holds, or fails after `ms`. */
async function until(what: string, check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describeWithRedis.each(testDatabases())('/ws/chat across two instances through Redis, on $name', (database) => {
  let a: TestApp;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;
  const open: ChatClient[] = [];

  beforeAll(async () => {
    const cluster = { redisUrl: TEST_REDIS_URL as string, keyPrefix: testKeyPrefix() };
    a = await startTestApp(database, { cluster });
    b = await startAnotherInstance(a);
    [urlA, urlB] = [await listening(a.app), await listening(b)];
    // Both instances listen on the chat channel: only then can a message from one reach the other.
    const channel = `${cluster.keyPrefix}chat`;
    await until('both instances subscribed', async () => {
      if (a.app.cluster.state !== 'shared' || b.cluster.state !== 'shared') return false;
      const reply = await a.app.cluster.redis?.commands.pubsub('NUMSUB', channel);
      return (reply as [string, number] | undefined)?.[1] === 2;
    });
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const connect = async (url: string, cookie: string) => {
    const client = await openChat(url, cookie);
    open.push(client);
    return client;
  };

  it("carries a visitor's message on A to staff on B, and the staff's answer on B back to the visitor on A", async () => {
    const visitor = await connect(urlA, (await insertSession(a.db)).cookie);
    const visitorOnB = await connect(urlB, (await insertSession(a.db)).cookie);
    const staff = await connect(urlB, (await signedInAs(a.db, 'Admin')).cookie);

    visitor.send({ type: 'message', text: 'Pitanje s instance A' });
    await visitor.take(isAck);
    const asked = await staff.take(saying('Pitanje s instance A'));
    expect(asked).toMatchObject({ type: 'message', from: 'visitor', conversation: expect.any(String) });

    staff.send({ type: 'message', conversation: asked.conversation, text: 'Odgovor s instance B' });
    await staff.take(isAck);
    expect(await visitor.take(saying('Odgovor s instance B'))).toEqual({
      type: 'message',
      conversation: asked.conversation,
      from: 'staff',
      text: 'Odgovor s instance B',
      sentAt: expect.any(String),
    });
    // Frames reach one socket in order: once its own message is back, a misdirected answer would have come first.
    visitorOnB.send({ type: 'message', text: 'Drugi kupac' });
    await visitorOnB.take(saying('Drugi kupac'));
    expect(visitorOnB.received.map((frame) => frame.text)).not.toContain('Odgovor s instance B');
  });

  it("reaches all of a visitor's tabs, whichever instance each is on, once each", async () => {
    const { cookie } = await insertSession(a.db);
    const tabOnA = await connect(urlA, cookie);
    const tabOnB = await connect(urlB, cookie);
    const staffOnA = await connect(urlA, (await signedInAs(a.db, 'Admin')).cookie);
    const staffOnB = await connect(urlB, (await signedInAs(a.db, 'Admin')).cookie);

    tabOnB.send({ type: 'message', text: 'Iz druge kartice' });
    for (const client of [tabOnA, tabOnB, staffOnA, staffOnB]) await client.take(saying('Iz druge kartice'));
    // Sent on A, 'Kraj' reaches B through Redis after B's own copy of the first message came back (one channel keeps
    // order): a message delivered twice would show by now.
    tabOnA.send({ type: 'message', text: 'Kraj' });
    for (const client of [tabOnA, tabOnB, staffOnA, staffOnB]) {
      await client.take(saying('Kraj'));
      expect(client.received.filter(saying('Iz druge kartice'))).toHaveLength(1);
    }
  });
});
