import { testDatabases } from '../../../test/databases';
import { insertUser } from '../../../test/fixtures';
import { signedInAs } from '../../../test/staff';
import { sessionCookieHeader, startTestApp, type TestApp } from '../../../test/test-app';

const PASSWORD = 'Test-lozinka-123';

describe.each(testDatabases())('admin users on $name', (database) => {
  let t: TestApp;
  let admin: { userId: number; cookie: string };

  beforeAll(async () => {
    t = await startTestApp(database);
    admin = await signedInAs(t.db, 'Admin');
  });
  afterAll(() => t.close());

  const put = (url: string, payload: object, cookie = admin.cookie) =>
    t.app.inject({ method: 'PUT', url, payload, headers: { cookie, 'accept-language': 'en' } });
  const setRole = (id: number, role: string, cookie?: string) => put(`/api/admin/users/${id}/role`, { role }, cookie);
  const setActive = (id: number, active: boolean, cookie?: string) =>
    put(`/api/admin/users/${id}/active`, { active }, cookie);
  const list = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers: { cookie: admin.cookie } });
  const auditOf = (userId: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(userId))
      .orderBy('id')
      .execute();
  const customer = (email: string, username = 'Kupac Kupić') =>
    insertUser(t.db, { email, password: PASSWORD, username, role: 'Korisnik' });

  it('lists accounts by part of the name or email and by role, paged, newest first', async () => {
    const mirza = await customer('mirza.hodzic@primjer.ba', 'Mirza Hodžić');
    await customer('lejla@primjer.ba', 'Lejla Mirzić');
    await customer('procenat@primjer.ba', '100% kupac');

    const byName = (await list('search=mirz')).json();
    expect(byName.users.map((user: { email: string }) => user.email).sort()).toEqual([
      'lejla@primjer.ba',
      'mirza.hodzic@primjer.ba',
    ]);
    expect(byName.total).toBe(2);
    const byEmail = (await list('search=hodzic')).json();
    expect(byEmail.users).toEqual([
      {
        id: mirza,
        email: 'mirza.hodzic@primjer.ba',
        name: 'Mirza Hodžić',
        role: 'Korisnik',
        createdAt: expect.any(String),
        deactivatedAt: null,
      },
    ]);
    // A % typed into the box is a percent sign, not "anything".
    expect((await list('search=%25')).json().total).toBe(1);

    const admins = (await list('role=Admin')).json();
    expect(admins.users.map((user: { id: number }) => user.id)).toEqual([admin.userId]);
    expect((await list('page=0')).statusCode).toBe(400);
    expect((await list('role=Boss')).statusCode).toBe(400);
  });

  it('changes a role and records it in the audit log with before and after', async () => {
    const userId = await customer('uskoro.urednik@primjer.ba');
    const response = await setRole(userId, 'Editor');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: userId, role: 'Editor' });
    const stored = await t.db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(stored.role).toBe('Editor');

    const [entry] = await auditOf(userId);
    expect(entry).toMatchObject({ user_id: admin.userId, action: 'user.role', entity: 'user' });
    expect(JSON.parse(entry?.before_json ?? 'null')).toEqual({ role: 'Korisnik', deactivatedAt: null });
    expect(JSON.parse(entry?.after_json ?? 'null')).toEqual({ role: 'Editor', deactivatedAt: null });
    expect(entry?.ip).toBeTruthy();

    // The same role again changes nothing and adds no entry.
    expect((await setRole(userId, 'Editor')).statusCode).toBe(200);
    expect(await auditOf(userId)).toHaveLength(1);
  });

  it('refuses an unknown account (404) and a role outside the three (400)', async () => {
    expect((await setRole(999_999, 'Editor')).json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect((await setRole(999_999, 'Editor')).statusCode).toBe(404);
    expect((await setRole(admin.userId + 1, 'Boss')).statusCode).toBe(400);
  });

  it('lets no one change their own role or deactivate themselves (409)', async () => {
    const own = await setRole(admin.userId, 'Editor');
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ code: 'OWN_ROLE_LOCKED', message: 'You cannot change your own role.' });
    const self = await setActive(admin.userId, false);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('OWN_ACCOUNT_LOCKED');
    expect(await auditOf(admin.userId)).toEqual([]);
  });

  it('keeps the last active Admin when two Admins demote or deactivate each other at once (409)', async () => {
    const first = await signedInAs(t.db, 'Admin');
    const second = await signedInAs(t.db, 'Admin');
    // Leave exactly these two active Admins: the suite's own Admin steps down (restored at the end).
    expect((await setRole(admin.userId, 'Editor', first.cookie)).statusCode).toBe(200);

    const race = async (
      a: () => ReturnType<typeof setRole>,
      b: () => ReturnType<typeof setRole>,
    ): Promise<string[]> => {
      const answers = await Promise.all([a(), b()]);
      return answers.map((answer) => (answer.statusCode === 200 ? 'ok' : answer.json().code)).sort();
    };
    // Whichever lands first wins; the other finds its target is the last active Admin (or, if its access check
    // ran after the first committed, that it is no longer an Admin itself).
    const demotions = await race(
      () => setRole(second.userId, 'Editor', first.cookie),
      () => setRole(first.userId, 'Editor', second.cookie),
    );
    expect([
      ['LAST_ADMIN', 'ok'],
      ['STAFF_FORBIDDEN', 'ok'],
    ]).toContainEqual(demotions);
    const activeAdmins = () =>
      t.db.selectFrom('users').select('id').where('role', '=', 'Admin').where('deactivated_at', 'is', null).execute();
    const [survivor] = await activeAdmins();
    expect(await activeAdmins()).toHaveLength(1);

    // The survivor, the one active Admin, cannot be deactivated or demoted by anyone left either.
    const other = survivor?.id === first.userId ? second : first;
    await t.db.updateTable('users').set({ role: 'Admin' }).where('id', '=', other.userId).execute();
    const deactivations = await race(
      () => setActive(other.userId, false, survivor?.id === first.userId ? first.cookie : second.cookie),
      () => setActive(survivor?.id ?? 0, false, other.cookie),
    );
    expect([
      ['LAST_ADMIN', 'ok'],
      ['STAFF_SIGN_IN_REQUIRED', 'ok'],
    ]).toContainEqual(deactivations);
    expect(await activeAdmins()).toHaveLength(1);

    await t.db
      .updateTable('users')
      .set({ role: 'Admin', deactivated_at: null })
      .where('id', '=', admin.userId)
      .execute();
  });

  it('deactivation ends every session and refuses sign-in; reactivation lets the account in again', async () => {
    const email = 'deaktiviran@primjer.ba';
    const userId = await customer(email);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: PASSWORD },
        headers: { 'accept-language': 'en' },
      });
    const signedIn = await login();
    expect(signedIn.statusCode).toBe(200);
    const cookie = sessionCookieHeader(signedIn);
    const whoAmI = () => t.app.inject({ method: 'GET', url: '/api/getUser', headers: { cookie } });
    expect((await whoAmI()).json()).toMatchObject({ email });

    const response = await setActive(userId, false);
    expect(response.statusCode).toBe(200);
    expect(response.json().deactivatedAt).toEqual(expect.any(String));
    // The session cookie opens nothing any more.
    expect((await whoAmI()).json()).toBeNull();
    const sessions = await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
    expect(sessions).toEqual([]);

    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'ACCOUNT_DEACTIVATED',
      message: 'This account has been deactivated. Please contact the shop for help.',
    });

    expect((await setActive(userId, true)).json().deactivatedAt).toBeNull();
    expect((await login()).statusCode).toBe(200);
    expect((await auditOf(userId)).map((entry) => entry.action)).toEqual(['user.deactivate', 'user.reactivate']);
  });

  it('a deactivated staff member loses the panel at once', async () => {
    const editor = await signedInAs(t.db, 'Editor');
    const dashboard = () =>
      t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: editor.cookie } });
    expect((await dashboard()).statusCode).toBe(200);
    expect((await setActive(editor.userId, false)).statusCode).toBe(200);
    expect((await dashboard()).statusCode).toBe(401);
  });
});
