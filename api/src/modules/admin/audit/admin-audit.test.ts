import { testDatabases } from '../../../test/databases';
import { insertUser } from '../../../test/fixtures';
import { signedInAs } from '../../../test/staff';
import { startTestApp, type TestApp } from '../../../test/test-app';

describe.each(testDatabases())('the audit log on $name', (database) => {
  let t: TestApp;
  let admin: { userId: number; cookie: string };
  let other: { userId: number; cookie: string };

  const entry = (values: {
    userId: number;
    action: string;
    entity: string;
    entityId: string;
    createdAt: string;
    before?: unknown;
    after?: unknown;
  }) =>
    t.db
      .insertInto('audit_log')
      .values({
        user_id: values.userId,
        user_email: `staff-${values.userId}@test.ba`,
        action: values.action,
        entity: values.entity,
        entity_id: values.entityId,
        before_json: values.before === undefined ? null : JSON.stringify(values.before),
        after_json: values.after === undefined ? null : JSON.stringify(values.after),
        ip: '203.0.113.7',
        created_at: values.createdAt,
      })
      .execute();

  beforeAll(async () => {
    t = await startTestApp(database);
    admin = await signedInAs(t.db, 'Admin');
    other = await signedInAs(t.db, 'Editor');
    await entry({
      userId: admin.userId,
      action: 'product.update',
      entity: 'product',
      entityId: '7',
      createdAt: '2026-11-01T10:00:00.000Z',
      before: { price: 100 },
      after: { price: 90 },
    });
    await entry({
      userId: other.userId,
      action: 'product.create',
      entity: 'product',
      entityId: '8',
      createdAt: '2026-11-02T10:00:00.000Z',
      after: { name: 'Novi' },
    });
    await entry({
      userId: admin.userId,
      action: 'order.status',
      entity: 'order',
      entityId: '7',
      createdAt: '2026-11-03T23:59:59.999Z',
      before: { status: 'nova' },
      after: { status: 'potvrđena' },
    });
  });
  afterAll(() => t.close());

  const audit = (query: string, cookie = admin.cookie) =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: { cookie } });
  const ids = async (query: string) =>
    (await audit(query)).json().entries.map((e: { action: string; entityId: string }) => `${e.action}#${e.entityId}`);

  it('lists entries newest first with who, when, what, before, after and the IP', async () => {
    const response = await audit('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 3, page: 1 });
    expect(body.entries[0]).toEqual({
      id: expect.any(Number),
      userId: admin.userId,
      userEmail: `staff-${admin.userId}@test.ba`,
      action: 'order.status',
      entity: 'order',
      entityId: '7',
      before: { status: 'nova' },
      after: { status: 'potvrđena' },
      ip: '203.0.113.7',
      createdAt: '2026-11-03T23:59:59.999Z',
    });
    expect(body.entries[2]).toMatchObject({ action: 'product.update', before: { price: 100 }, after: { price: 90 } });
    expect(body.entries[1]).toMatchObject({ before: null, after: { name: 'Novi' } });
  });

  it('filters by user, entity, action, entity id and date range (both days included)', async () => {
    expect(await ids(`userId=${other.userId}`)).toEqual(['product.create#8']);
    expect(await ids('entity=product')).toEqual(['product.create#8', 'product.update#7']);
    expect(await ids('action=order.status')).toEqual(['order.status#7']);
    expect(await ids('entityId=7')).toEqual(['order.status#7', 'product.update#7']);
    expect(await ids('entity=product&entityId=7')).toEqual(['product.update#7']);
    expect(await ids('from=2026-11-02&to=2026-11-03')).toEqual(['order.status#7', 'product.create#8']);
    expect(await ids('to=2026-11-01')).toEqual(['product.update#7']);
    expect(await ids('from=2026-11-04')).toEqual([]);
    expect((await audit('from=2026-13-01')).statusCode).toBe(400);
    expect((await audit('page=0')).statusCode).toBe(400);
  });

  it('offers the staff, entities and actions that occur as filters', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/filters',
      headers: { cookie: admin.cookie },
    });
    expect(response.json()).toEqual({
      users: expect.arrayContaining([
        { id: admin.userId, email: `staff-${admin.userId}@test.ba` },
        { id: other.userId, email: `staff-${other.userId}@test.ba` },
      ]),
      entities: ['order', 'product'],
      actions: ['order.status', 'product.create', 'product.update'],
    });
  });

  it('records a role change made through the panel, readable in the log', async () => {
    const userId = await insertUser(t.db, { email: 'buduci.urednik@primjer.ba', password: 'Test-lozinka-123' });
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${userId}/role`,
      payload: { role: 'Editor' },
      headers: { cookie: admin.cookie },
    });
    expect(change.statusCode).toBe(200);
    const { entries } = (await audit(`entity=user&entityId=${userId}`)).json();
    expect(entries).toEqual([
      expect.objectContaining({
        userId: admin.userId,
        action: 'user.role',
        before: { role: 'Korisnik', deactivatedAt: null },
        after: { role: 'Editor', deactivatedAt: null },
      }),
    ]);
  });

  it('is for Admins only (403 for an Editor)', async () => {
    expect((await audit('', other.cookie)).statusCode).toBe(403);
  });
});
