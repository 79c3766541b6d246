import { LOW_STOCK_THRESHOLD } from '@shop/shared/contracts';
import { sql } from 'kysely';
import { testDatabases } from '../../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertUser } from '../../../test/fixtures';
import { signedInAs } from '../../../test/staff';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { dashboardPeriod } from './period';

describe('the dashboard period', () => {
  const now = new Date('2026-11-23T15:00:00.000Z');

  it('defaults to the last 30 days up to today, both ends included', () => {
    const period = dashboardPeriod({}, now);
    expect({ from: period.from, to: period.to, days: period.days.length }).toEqual({
      from: '2026-10-25',
      to: '2026-11-23',
      days: 30,
    });
    expect(period.range).toEqual({ from: '2026-10-25T00:00:00.000Z', until: '2026-11-24T00:00:00.000Z' });
  });

  it('takes a one-day period, and refuses a start after the end or a period over a year', () => {
    expect(dashboardPeriod({ from: '2026-11-23', to: '2026-11-23' }, now).days).toEqual(['2026-11-23']);
    expect(() => dashboardPeriod({ from: '2026-11-24', to: '2026-11-23' }, now)).toThrow('DASHBOARD_BAD_PERIOD');
    expect(() => dashboardPeriod({ from: '2024-01-01', to: '2026-11-23' }, now)).toThrow('DASHBOARD_BAD_PERIOD');
  });
});

describe.each(testDatabases())('the admin dashboard on $name', (database) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = (await signedInAs(t.db, 'Editor')).cookie;
  });
  afterAll(() => t.close());

  const dashboard = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/dashboard?${query}`, headers: { cookie, 'accept-language': 'en' } });

  /** created_at is set by the database and never updated by the app (hence raw SQL): an account of a past day. */
  const backdateUser = (id: number, createdAt: string) =>
    sql`update users set created_at = ${createdAt} where id = ${id}`.execute(t.db);

  let orderCount = 0;
  const insertOrder = async (createdAt: string, totalMinor: number, status = 'potvrđena') => {
    orderCount += 1;
    const { insertId } = await t.db
      .insertInto('orders')
      .values({
        number: `2026-${String(orderCount).padStart(6, '0')}`,
        session_id: null,
        user_id: null,
        status,
        payment_method: 'pouzece',
        payment_reference: null,
        customer_name: `Kupac ${orderCount}`,
        email: 'kupac@primjer.ba',
        phone: '061 234 567',
        address: 'Titova 1',
        city: 'Sarajevo',
        postal_code: '71000',
        note: '',
        subtotal_minor: totalMinor,
        shipping_minor: 0,
        total_minor: totalMinor,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .executeTakeFirstOrThrow();
    return Number(insertId);
  };

  it('sums revenue, orders, average order value and new customers over the period, day by day', async () => {
    // Three days with orders in 1–5 Nov; 2 and 4 Nov have none. Cancelled orders and orders outside do not count.
    await insertOrder('2026-11-01T08:00:00.000Z', 10_000);
    await insertOrder('2026-11-01T23:59:59.999Z', 25_050, 'isporučena');
    await insertOrder('2026-11-01T12:00:00.000Z', 99_999, 'otkazana');
    await insertOrder('2026-11-03T10:00:00.000Z', 4_990, 'poslana');
    await insertOrder('2026-11-05T00:00:00.000Z', 12_345, 'nova');
    await insertOrder('2026-10-31T23:59:59.999Z', 50_000);
    await insertOrder('2026-11-06T00:00:00.000Z', 50_000);
    for (const [email, createdAt] of [
      ['nov1@primjer.ba', '2026-11-02T09:00:00.000Z'],
      ['nov2@primjer.ba', '2026-11-05T21:00:00.000Z'],
      ['stari@primjer.ba', '2026-10-30T09:00:00.000Z'],
    ] as const) {
      await backdateUser(await insertUser(t.db, { email, password: 'Test-lozinka-123' }), createdAt);
    }
    const staff = await insertUser(t.db, {
      email: 'urednica@primjer.ba',
      password: 'Test-lozinka-123',
      role: 'Editor',
    });
    await backdateUser(staff, '2026-11-03T09:00:00.000Z');

    const response = await dashboard('from=2026-11-01&to=2026-11-05');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // 100.00 + 250.50 + 49.90 + 123.45 = 523.85 KM over 4 orders.
    expect(body).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-05',
      revenue: 523.85,
      orders: 4,
      averageOrderValue: 130.96,
      newCustomers: 2,
    });
    expect(body.daily).toEqual([
      { date: '2026-11-01', revenue: 350.5, orders: 2 },
      { date: '2026-11-02', revenue: 0, orders: 0 },
      { date: '2026-11-03', revenue: 49.9, orders: 1 },
      { date: '2026-11-04', revenue: 0, orders: 0 },
      { date: '2026-11-05', revenue: 123.45, orders: 1 },
    ]);

    const empty = (await dashboard('from=2025-01-01&to=2025-01-07')).json();
    expect(empty).toMatchObject({ revenue: 0, orders: 0, averageOrderValue: 0, newCustomers: 0 });
    expect(empty.daily).toHaveLength(7);
  });

  it('lists what needs attention: new orders, unanswered pro-formas, products low on stock', async () => {
    const { manufacturerId, televisionsId } = await insertCatalogSkeleton(t.db);
    const low = await insertProduct(t.db, {
      slug: 'tv-zadnji',
      name: 'TV zadnji komad',
      subcategory_id: televisionsId,
      manufacturer_id: manufacturerId,
      stock: 0,
    });
    await insertProduct(t.db, {
      slug: 'tv-na-granici',
      name: 'TV na granici',
      subcategory_id: televisionsId,
      manufacturer_id: manufacturerId,
      stock: LOW_STOCK_THRESHOLD,
    });
    await insertProduct(t.db, {
      slug: 'tv-skriven',
      name: 'TV skriven',
      subcategory_id: televisionsId,
      manufacturer_id: manufacturerId,
      stock: 0,
      hidden: 1,
    });
    await insertProduct(t.db, {
      slug: 'tv-dovoljno',
      name: 'TV dovoljno',
      subcategory_id: televisionsId,
      manufacturer_id: manufacturerId,
      stock: LOW_STOCK_THRESHOLD + 1,
    });
    const proforma = (companyName: string, answeredAt: string | null) =>
      t.db
        .insertInto('proforma_requests')
        .values({
          session_id: null,
          user_id: null,
          company_name: companyName,
          jib: '4200000000001',
          contact_person: 'Amra',
          email: 'firma@primjer.ba',
          city: 'Mostar',
          postal_code: '88000',
          address: 'Bulevar 2',
          phone: '036 123 456',
          answered_at: answeredAt,
        })
        .execute();
    await proforma('Firma d.o.o.', null);
    await proforma('Odgovorena d.o.o.', new Date().toISOString());

    const { attention } = (await dashboard('')).json();
    // Only the order still "nova" from the first test.
    expect(attention.newOrders).toEqual({
      count: 1,
      items: [
        {
          id: expect.any(Number),
          number: expect.any(String),
          customerName: expect.any(String),
          total: 123.45,
          createdAt: '2026-11-05T00:00:00.000Z',
        },
      ],
    });
    expect(attention.unansweredProformas).toMatchObject({ count: 1, items: [{ companyName: 'Firma d.o.o.' }] });
    expect(attention.lowStock).toMatchObject({
      count: 2,
      items: [
        { id: low, name: 'TV zadnji komad', stock: 0 },
        { name: 'TV na granici', stock: LOW_STOCK_THRESHOLD },
      ],
    });
  });

  it('refuses a bad period with a clear code (400)', async () => {
    const reversed = await dashboard('from=2026-11-05&to=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().code).toBe('DASHBOARD_BAD_PERIOD');
    expect((await dashboard('from=2026-02-30')).statusCode).toBe(400);
    expect((await dashboard('to=yesterday')).statusCode).toBe(400);
  });
});
