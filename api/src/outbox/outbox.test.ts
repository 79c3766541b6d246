import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/test-app';
import { enqueueEmail } from './enqueue';
import { createEmailTransport, type EmailTransport, emlFileName } from './transport';
import { deliverDueEmails } from './worker';

const FROM = 'IT Shop <noreply@itshop.ba>';

describe('emlFileName', () => {
  it('sorts by queue time and keeps rows of different databases apart', () => {
    expect(emlFileName(7, '2026-11-22T10:15:00.123Z')).toBe('20261122T101500123Z-00000007.eml');
    expect(emlFileName(7, '2026-11-22T10:15:00.124Z')).not.toBe(emlFileName(7, '2026-11-22T10:15:00.123Z'));
  });
});

describe.each(testDatabases())('email outbox on $name', (database) => {
  let t: TestApp;
  let directory: string;

  beforeAll(async () => {
    t = await startTestApp(database);
    directory = await mkdtemp(path.join(tmpdir(), 'shop-outbox-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(directory, { recursive: true, force: true });
  });
  beforeEach(() => t.db.deleteFrom('email_outbox').execute());

  it('writes a queued message with its attachment as an .eml file and marks it sent', async () => {
    const id = await enqueueEmail(t.db, {
      to: 'kupac@example.ba',
      subject: 'Predračun br. 7',
      text: 'Poštovani, u prilogu je predračun.',
      html: '<p>Poštovani, u prilogu je predračun.</p>',
      attachments: [
        { filename: 'predracun.pdf', content: new Uint8Array([37, 80, 68, 70]), contentType: 'application/pdf' },
      ],
    });

    const report = await deliverDueEmails(t.db, createEmailTransport({ directory }), { from: FROM });

    expect(report).toEqual({ sent: 1, failed: 0 });
    const row = await t.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(row.sent_at).not.toBeNull();
    const eml = await readFile(path.join(directory, emlFileName(id, row.created_at)), 'utf8');
    expect(eml).toContain('To: kupac@example.ba');
    expect(eml).toContain('predracun.pdf');
    expect(eml).toContain('JVBERg=='); // the attachment's bytes, base64
  });

  it('keeps a message whose delivery failed, with the error, and retries it once it is due again', async () => {
    const id = await enqueueEmail(t.db, { to: 'staff@example.ba', subject: 'Kontakt', text: 'Poruka' });
    const down: EmailTransport = { send: () => Promise.reject(new Error('SMTP unreachable')), close: () => {} };
    const start = new Date();

    expect(await deliverDueEmails(t.db, down, { from: FROM, now: start })).toEqual({ sent: 0, failed: 1 });
    const failed = await t.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMTP unreachable' });
    expect(new Date(failed.next_attempt_at).getTime()).toBe(start.getTime() + 30_000);

    // Not due yet: nothing is sent.
    const sent: string[] = [];
    const up: EmailTransport = { send: async (email) => void sent.push(String(email.to)), close: () => {} };
    expect(await deliverDueEmails(t.db, up, { from: FROM, now: new Date(start.getTime() + 10_000) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await deliverDueEmails(t.db, up, { from: FROM, now: new Date(start.getTime() + 31_000) })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(sent).toEqual(['staff@example.ba']);
  });

  it('sends a message only once when two workers run at the same time', async () => {
    await enqueueEmail(t.db, { to: 'a@example.ba', subject: 'A', text: 'A' });
    await enqueueEmail(t.db, { to: 'b@example.ba', subject: 'B', text: 'B' });
    const sent: string[] = [];
    const slow: EmailTransport = {
      send: async (email) => {
        sent.push(String(email.to));
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
      close: () => {},
    };
    await Promise.all([deliverDueEmails(t.db, slow, { from: FROM }), deliverDueEmails(t.db, slow, { from: FROM })]);
    expect(sent.sort()).toEqual(['a@example.ba', 'b@example.ba']);
  });

  it('sends order mail first, however much other mail waits', async () => {
    for (const n of [1, 2, 3]) await enqueueEmail(t.db, { to: `contact${n}@example.ba`, subject: 'C', text: 'C' });
    await enqueueEmail(t.db, { to: 'buyer@example.ba', subject: 'Order', text: 'O', priority: 'order' });
    const sent: string[] = [];
    const up: EmailTransport = { send: async (email) => void sent.push(String(email.to)), close: () => {} };
    await deliverDueEmails(t.db, up, { from: FROM, batchSize: 1 });
    expect(sent).toEqual(['buyer@example.ba']);
  });

  it('sends several messages at once, and gives up on a hung send after the timeout (retried later)', async () => {
    for (const n of [1, 2, 3, 4]) await enqueueEmail(t.db, { to: `slow${n}@example.ba`, subject: 'S', text: 'S' });
    const hangs = await enqueueEmail(t.db, { to: 'hangs@example.ba', subject: 'H', text: 'H' });
    const transport: EmailTransport = {
      send: (email) =>
        email.to === 'hangs@example.ba' ? new Promise(() => {}) : new Promise((resolve) => setTimeout(resolve, 200)),
      close: () => {},
    };
    const started = Date.now();
    const report = await deliverDueEmails(t.db, transport, { from: FROM, concurrency: 5, sendTimeoutMs: 300 });
    expect(report).toEqual({ sent: 4, failed: 1 });
    // One after another, four 200 ms sends alone would take 800 ms.
    expect(Date.now() - started).toBeLessThan(750);
    const row = await t.db.selectFrom('email_outbox').selectAll().where('id', '=', hangs).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'no answer within 300 ms' });
  });

  it('commits the email with the business row, or neither', async () => {
    await t.db
      .transaction()
      .execute(async (trx) => {
        await enqueueEmail(trx, { to: 'x@example.ba', subject: 'X', text: 'X' });
        throw new Error('the business insert failed');
      })
      .catch(() => undefined);
    expect(await t.db.selectFrom('email_outbox').selectAll().execute()).toEqual([]);
  });
});
