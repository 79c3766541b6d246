import type { EnglishTerm } from '@shop/shared/contracts';
import { testDatabases } from '../../../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../../../test/fixtures';
import { signedInAs } from '../../../test/staff';
import { startTestApp, type TestApp } from '../../../test/test-app';

describe.each(testDatabases())('admin English terms (issue 26) on $name', (database) => {
  let t: TestApp;
  let editor: string;

  beforeAll(async () => {
    // A long product cache: only the change a term records can show its new English this soon.
    t = await startTestApp(database, { productCache: { ttlMs: 60_000 } });
    const skeleton = await insertCatalogSkeleton(t.db);
    const id = await insertProduct(t.db, {
      slug: 'mis-crni',
      name: 'Miš crni',
      subcategory_id: skeleton.desktopsId,
      manufacturer_id: skeleton.manufacturerId,
    });
    await t.db
      .insertInto('product_specifications')
      .values({ product_id: id, name: 'Boja', value: 'Crna', position: 1 })
      .execute();
    await t.app.searchIndex.rebuild();
    editor = (await signedInAs(t.db, 'Editor')).cookie;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: editor, 'accept-language': 'en' }, ...(payload && { payload }) });
  const specificationIn = async (language: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/proizvod/mis-crni', headers: { 'accept-language': language } })
    ).json().description[0];

  it('adds, replaces and deletes a word; the English product page follows at once, the Serbian one stays', async () => {
    expect(await specificationIn('en')).toEqual({ naziv: 'Boja', vrijednost: 'Crna' });
    const added = (
      await call('PUT', '/api/admin/english-terms', { serbian: ' Crna ', english: 'Black' })
    ).json<EnglishTerm>();
    expect(added).toMatchObject({ serbian: 'Crna', english: 'Black' });
    await call('PUT', '/api/admin/english-terms', { serbian: 'Boja', english: 'Color' });
    expect(await specificationIn('en')).toEqual({ naziv: 'Color', vrijednost: 'Black' });
    expect(await specificationIn('sr')).toEqual({ naziv: 'Boja', vrijednost: 'Crna' });
    // The search finds the English word.
    const found = await t.app.inject({ method: 'GET', url: '/api/getSearchResults', query: { search: 'black' } });
    expect(found.json().ukupno).toBe(1);

    // Saving a word again replaces its English (one row per Serbian word).
    const replaced = (
      await call('PUT', '/api/admin/english-terms', { serbian: 'Boja', english: 'Colour' })
    ).json<EnglishTerm>();
    const { terms } = (await call('GET', '/api/admin/english-terms')).json<{ terms: EnglishTerm[] }>();
    expect(terms.map(({ serbian, english }) => [serbian, english])).toEqual([
      ['Boja', 'Colour'],
      ['Crna', 'Black'],
    ]);
    expect((await specificationIn('en')).naziv).toBe('Colour');

    expect((await call('DELETE', `/api/admin/english-terms/${replaced.id}`)).statusCode).toBe(200);
    expect((await specificationIn('en')).naziv).toBe('Boja');
    expect((await call('DELETE', `/api/admin/english-terms/${replaced.id}`)).json()).toMatchObject({
      code: 'ENGLISH_TERM_NOT_FOUND',
      message: 'Term not found.',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'englishTerm')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'englishTerm.create',
      'englishTerm.create',
      'englishTerm.update',
      'englishTerm.delete',
    ]);
  });

  it('refuses empty words with field codes, and customers', async () => {
    const empty = await call('PUT', '/api/admin/english-terms', { serbian: '', english: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { serbian: 'ENGLISH_TERM_SERBIAN_REQUIRED', english: 'ENGLISH_TERM_ENGLISH_REQUIRED' },
    });
    const customer = (await signedInAs(t.db, 'Korisnik')).cookie;
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/english-terms',
      headers: { cookie: customer },
    });
    expect(refused.statusCode).toBe(403);
  });
});
