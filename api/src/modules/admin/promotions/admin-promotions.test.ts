import type { AdminPromotionDetail, AdminPromotionList } from '@shop/shared/contracts';
import { testDatabases } from '../../../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../../../test/fixtures';
import { signedInAs } from '../../../test/staff';
import { startTestApp, type TestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

describe.each(testDatabases())('admin promotions on $name', (database) => {
  let t: TestApp;
  let editor: string;
  const products: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(database);
    const skeleton = await insertCatalogSkeleton(t.db);
    for (const [slug, name, code] of [
      ['lenovo-v15', 'Laptop Lenovo V15', 'LEN-V15'],
      ['dell-xps', 'Laptop Dell XPS 13', 'DEL-XPS'],
      ['mis-100', 'Miš 100% bežični', 'MIS_100'],
    ] as const) {
      products[slug] = await insertProduct(t.db, {
        slug,
        name,
        product_code: code,
        subcategory_id: skeleton.desktopsId,
        manufacturer_id: skeleton.manufacturerId,
      });
    }
    editor = (await signedInAs(t.db, 'Editor')).cookie;
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: editor, 'accept-language': 'en' }, ...(payload && { payload }) });
  const shopPromotion = (slug: string) => t.app.inject({ method: 'GET', url: `/api/getSinglePromotion/${slug}` });
  const auditActions = async (id: number) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select(['action', 'before_json', 'after_json'])
        .where('entity', '=', 'promotion')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute()
    ).map((row) => ({
      ...row,
      before: JSON.parse(row.before_json ?? 'null'),
      after: JSON.parse(row.after_json ?? 'null'),
    }));

  it('creates a promotion (slug from the name), sets its products in order, and the shop shows them at once', async () => {
    const created = await call('POST', '/api/admin/promotions', {
      name: 'Zimska sniženja',
      startsAt: null,
      endsAt: null,
    });
    expect(created.statusCode).toBe(200);
    const promotion = created.json<AdminPromotionDetail>();
    expect(promotion).toMatchObject({ slug: 'zimska-snizenja', state: 'running', products: [] });

    const order = [products['dell-xps'], products['lenovo-v15']] as number[];
    const set = await call('PUT', `/api/admin/promotions/${promotion.id}/products`, { productIds: order });
    expect(set.statusCode).toBe(200);
    expect(set.json<AdminPromotionDetail>().products.map((p) => p.id)).toEqual(order);
    const shop = await shopPromotion('zimska-snizenja');
    expect(shop.statusCode).toBe(200);
    expect(shop.json().promocija.products.map((p: { slug: string }) => p.slug)).toEqual(['dell-xps', 'lenovo-v15']);

    // Remove one, add another, reorder: one call with the new list.
    const next = [products['mis-100'], products['dell-xps']] as number[];
    await call('PUT', `/api/admin/promotions/${promotion.id}/products`, { productIds: next });
    expect(
      (await shopPromotion('zimska-snizenja')).json().promocija.products.map((p: { slug: string }) => p.slug),
    ).toEqual(['mis-100', 'dell-xps']);
    const unknown = await call('PUT', `/api/admin/promotions/${promotion.id}/products`, { productIds: [999999] });
    expect(unknown.statusCode).toBe(404);

    const audit = await auditActions(promotion.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'promotion.create',
      'promotion.products',
      'promotion.products',
    ]);
    expect(audit[2]).toMatchObject({ before: { productIds: order }, after: { productIds: next } });
  });

  it('keeps an English name (issue 26): the English shop shows it, a Serbian request the Serbian one', async () => {
    const promotion = (
      await call('POST', '/api/admin/promotions', {
        name: 'Ljetna akcija',
        nameEn: 'Summer sale',
        startsAt: null,
        endsAt: null,
      })
    ).json<AdminPromotionDetail>();
    expect(promotion.nameEn).toBe('Summer sale');
    const nameIn = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/getSinglePromotion/${promotion.slug}`,
          headers: { 'accept-language': language },
        })
      ).json().promocija.naziv_promocije;
    expect([await nameIn('en'), await nameIn('sr')]).toEqual(['Summer sale', 'Ljetna akcija']);
    // Renamed without the English name: kept; with an empty one: cleared (the English shop shows the Serbian name).
    await call('PUT', `/api/admin/promotions/${promotion.id}`, {
      name: 'Ljeto',
      slug: promotion.slug,
      startsAt: null,
      endsAt: null,
    });
    expect(await nameIn('en')).toBe('Summer sale');
    await call('PUT', `/api/admin/promotions/${promotion.id}`, {
      name: 'Ljeto',
      nameEn: '',
      slug: promotion.slug,
      startsAt: null,
      endsAt: null,
    });
    expect(await nameIn('en')).toBe('Ljeto');
    await call('DELETE', `/api/admin/promotions/${promotion.id}`);
  });

  it('checks the dates: an end must follow the start; scheduled and ended promotions are not in the shop', async () => {
    const backwards = await call('POST', '/api/admin/promotions', {
      name: 'Naopako',
      startsAt: daysFromNow(2),
      endsAt: daysFromNow(1),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ endsAt: 'PROMOTION_DATES' });
    const notADate = await call('POST', '/api/admin/promotions', { name: 'X', startsAt: 'sutra', endsAt: null });
    expect(notADate.json().fields).toEqual({ startsAt: 'INVALID_FIELD' });

    const scheduled = (
      await call('POST', '/api/admin/promotions', {
        name: 'Black Friday',
        slug: 'black-friday',
        startsAt: daysFromNow(3),
        endsAt: daysFromNow(6),
      })
    ).json<AdminPromotionDetail>();
    expect(scheduled.state).toBe('scheduled');
    expect((await shopPromotion('black-friday')).statusCode).toBe(404);

    // Moved to now: the shop answers at once. An offset time is stored as UTC.
    const started = await call('PUT', `/api/admin/promotions/${scheduled.id}`, {
      name: 'Black Friday',
      slug: 'black-friday',
      startsAt: '2020-01-01T10:00:00+01:00',
      endsAt: daysFromNow(6),
    });
    expect(started.json<AdminPromotionDetail>()).toMatchObject({
      state: 'running',
      startsAt: '2020-01-01T09:00:00.000Z',
    });
    expect((await shopPromotion('black-friday')).statusCode).toBe(200);

    const ended = await call('PUT', `/api/admin/promotions/${scheduled.id}`, {
      name: 'Black Friday',
      slug: 'black-friday',
      startsAt: daysFromNow(-6),
      endsAt: daysFromNow(-1),
    });
    expect(ended.json<AdminPromotionDetail>().state).toBe('ended');
    expect((await shopPromotion('black-friday')).statusCode).toBe(404);
    const [, update] = await auditActions(scheduled.id);
    expect(update).toMatchObject({ action: 'promotion.update', before: { name: 'Black Friday' } });
  });

  it('keeps slugs unique, renames, lists with a search, and deletes', async () => {
    const taken = await call('POST', '/api/admin/promotions', {
      name: 'Zimska sniženja',
      startsAt: null,
      endsAt: null,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLUG_IN_USE');

    const list = (await call('GET', '/api/admin/promotions?search=zimska')).json<AdminPromotionList>();
    expect(list.promotions.map((p) => p.slug)).toEqual(['zimska-snizenja']);
    const [winter] = list.promotions;
    expect(winter?.productCount).toBe(2);
    // `%` is a character to look for, not a wildcard.
    expect((await call('GET', '/api/admin/promotions?search=%25')).json<AdminPromotionList>().promotions).toEqual([]);

    const renamed = await call('PUT', `/api/admin/promotions/${winter?.id}`, {
      name: 'Zima 2026',
      slug: 'zima-2026',
      startsAt: null,
      endsAt: null,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await shopPromotion('zima-2026')).json().promocija.naziv_promocije).toBe('Zima 2026');
    expect((await shopPromotion('zimska-snizenja')).statusCode).toBe(404);

    const deleted = await call('DELETE', `/api/admin/promotions/${winter?.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await shopPromotion('zima-2026')).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/promotions/${winter?.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/promotions/${winter?.id}`)).statusCode).toBe(404);
    const last = (await auditActions(winter?.id as number)).at(-1);
    expect(last).toMatchObject({ action: 'promotion.delete', after: null, before: { name: 'Zima 2026' } });
    expect(last?.before.productIds).toHaveLength(2);
  });

  it('finds products to pick by name or code, wildcards taken literally', async () => {
    const pick = async (search: string) =>
      (await call('GET', `/api/admin/promotion-product-picker?search=${encodeURIComponent(search)}`))
        .json<{ products: { id: number; code: string }[] }>()
        .products.map((p) => p.code);
    expect(await pick('laptop')).toEqual(['DEL-XPS', 'LEN-V15']);
    expect(await pick('len-v15')).toEqual(['LEN-V15']);
    expect(await pick('100%')).toEqual(['MIS_100']);
    expect(await pick('S_1')).toEqual(['MIS_100']);
    expect(await pick('_')).toEqual(['MIS_100']);
    const empty = await call('GET', '/api/admin/promotion-product-picker?search=');
    expect(empty.statusCode).toBe(400);
  });
});
