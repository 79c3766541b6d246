import { createHash } from 'node:crypto';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';
import { publishFile } from './stored-file-repository';

const PRODUCT_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800"><text>Lenovo</text></svg>';
const PRODUCT_PATH = '/slike/proizvodi/lenovo-thinkpad-e14-2.svg';
const CATEGORY_SLUG = 'televizori,-audio,-video';

describe.each(testDatabases())('image routes on $name', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(database);
    await publishFile(t.db, PRODUCT_PATH, 'image/svg+xml', Buffer.from(PRODUCT_SVG));
    // The same content under a second path: stored once.
    await publishFile(
      t.db,
      '/slike/proizvodi/lenovo-thinkpad-e14-16gb-2.svg',
      'image/svg+xml',
      Buffer.from(PRODUCT_SVG),
    );
    await publishFile(t.db, `/slike/kategorije/${CATEGORY_SLUG}.svg`, 'image/svg+xml', Buffer.from('<svg>tv</svg>'));
    await publishFile(t.db, '/slike/proizvodi/foto-1.webp', 'image/webp', Buffer.from([0x52, 0x49, 0x46, 0x46, 0]));
  });
  afterAll(() => t.close());

  it('serves what is stored for the path, cacheable for a year, with the content hash as ETag', async () => {
    const response = await t.app.inject(PRODUCT_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${createHash('sha256').update(PRODUCT_SVG).digest('hex')}"`);
    expect(response.body).toBe(PRODUCT_SVG);
  });

  it('stores identical content once', async () => {
    const stored = await t.db.selectFrom('stored_files').select('sha256').execute();
    const paths = await t.db.selectFrom('public_files').select('path').execute();
    expect([stored.length, paths.length]).toEqual([3, 4]);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const etag = (await t.app.inject(PRODUCT_PATH)).headers.etag as string;
    const second = await t.app.inject({ url: PRODUCT_PATH, headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('serves category images whose path has diacritics and commas, and binary content as stored', async () => {
    const category = await t.app.inject(`/slike/kategorije/${encodeURIComponent(CATEGORY_SLUG)}.svg`);
    expect(category.statusCode).toBe(200);
    expect(category.body).toBe('<svg>tv</svg>');
    const photo = await t.app.inject('/slike/proizvodi/foto-1.webp');
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.rawPayload).toEqual(Buffer.from([0x52, 0x49, 0x46, 0x46, 0]));
  });

  it.each([
    '/slike/proizvodi/lenovo-thinkpad-e14-3.svg',
    '/slike/proizvodi/lenovo-thinkpad-e14-2.png',
    '/slike/proizvodi/%3Cscript%3E-1.svg',
    `/slike/proizvodi/${'a'.repeat(600)}-1.svg`,
    '/slike/kategorije/nepostojeca.svg',
    '/slike/',
  ])('answers 404 JSON for %s, which is not stored', async (url) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ message: expect.any(String), code: 'ROUTE_NOT_FOUND' });
  });
});
