import { testDatabases } from '../../../test/databases';
import { signedInAs } from '../../../test/staff';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { insertContactMessage } from '../../contact';

describe.each(testDatabases())('admin contact messages on $name', (database) => {
  let t: TestApp;
  let admin: { cookie: string; userId: number };

  beforeAll(async () => {
    t = await startTestApp(database);
    admin = await signedInAs(t.db, 'Admin');
  });
  afterAll(() => t.close());

  const newMessage = (subject: string) =>
    insertContactMessage(t.db, {
      name: 'Marko Marić',
      email: 'marko@firma.ba',
      phone: null,
      subject,
      message: 'Da li imate ovaj laptop u crnoj boji?',
      language: 'sr',
    });
  const get = (url: string) => t.app.inject({ url, headers: { cookie: admin.cookie, 'accept-language': 'en' } });
  const markHandled = (id: number, cookie = admin.cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/messages/${id}/handled`,
      headers: { cookie, 'accept-language': 'en' },
    });

  it('lists unhandled first, shows a message, marks it handled once (who and when, audited)', async () => {
    const subject = `Pitanje ${Math.random().toString(36).slice(2, 8)}`;
    const older = await newMessage(subject);
    const newer = await newMessage(subject);
    const ids = async (query: string) =>
      (await get(`/api/admin/messages?search=${encodeURIComponent(subject)}${query}`))
        .json()
        .messages.map((m: { id: number }) => m.id);
    expect(await ids('')).toEqual([newer, older]);

    const detail = await get(`/api/admin/messages/${older}`);
    expect(detail.json()).toMatchObject({
      id: older,
      subject,
      message: 'Da li imate ovaj laptop u crnoj boji?',
      phone: null,
      language: 'sr',
      handled: null,
    });

    const handled = await markHandled(newer);
    expect(handled.statusCode).toBe(200);
    const mark = handled.json().handled;
    expect(mark.by).toMatch(/^admin-/);
    // The handled one goes below the open one.
    expect(await ids('')).toEqual([older, newer]);
    expect(await ids('&state=open')).toEqual([older]);
    expect(await ids('&state=done')).toEqual([newer]);

    const again = await markHandled(newer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`The message is already marked handled (${mark.by}).`);
    expect((await markHandled(999_999)).statusCode).toBe(404);
    expect((await get('/api/admin/messages/999999')).json().code).toBe('MESSAGE_NOT_FOUND');

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'message')
      .where('entity_id', '=', String(newer))
      .execute();
    expect(audit.map((entry) => [entry.action, entry.user_id, entry.before_json, entry.after_json])).toEqual([
      ['message.handled', admin.userId, JSON.stringify({ handled: null }), JSON.stringify({ handled: mark })],
    ]);
  });

  it('is for Admins only: an Editor gets 403 reading or marking', async () => {
    const editor = (await signedInAs(t.db, 'Editor')).cookie;
    const id = await newMessage('Za urednika');
    expect((await t.app.inject({ url: '/api/admin/messages', headers: { cookie: editor } })).statusCode).toBe(403);
    expect((await markHandled(id, editor)).statusCode).toBe(403);
    const row = await t.db
      .selectFrom('contact_messages')
      .select('handled_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.handled_at).toBeNull();
  });
});
