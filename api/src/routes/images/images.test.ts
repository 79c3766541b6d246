import Fastify, { type FastifyInstance } from 'fastify';
import { DEMO_CATALOG } from '../../db/seed/catalog';
import { slugify } from '../../db/seed/slug';
import { splitInTwo } from './category-image';
import { DRAWINGS, type DrawingKind } from './drawings';
import imageRoutes from './index';
import { identifyProduct } from './product-identity';
import { renderProductImage } from './product-image';

const MAX_SVG_BYTES = 6 * 1024;

/**
 * Enough of an XML check for generated markup: tags balance, no attribute repeats, text has no raw '<' or bare '&'.
 */
function expectWellFormed(svg: string): void {
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  const open: string[] = [];
  let end = 0;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    const text = svg.slice(end, match.index);
    expect(text).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos);)/);
    const [, closing, name, attributes = '', selfClosing] = match;
    const names = [...attributes.matchAll(/([\w:-]+)="/g)].map((m) => m[1]);
    expect(new Set(names).size).toBe(names.length);
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name as string);
    end = tag.lastIndex;
  }
  expect(end).toBe(svg.length);
  expect(open).toEqual([]);
}

describe('image routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // As in buildApp: long product slugs must reach the route rather than fail with 414.
    app = Fastify({ routerOptions: { maxParamLength: 1000 } });
    await app.register(imageRoutes);
    await app.ready();
  });

  afterAll(() => app.close());

  it('draws a product image as cacheable SVG', async () => {
    const response = await app.inject(
      '/slike/proizvodi/lenovo-thinkpad-e14-gen-5-intel-core-i5-1335u-16gb-512gb-ssd-2.svg',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800"')).toBe(true);
    expect(response.body).toContain('>Lenovo</text>');
    expect(response.body).toContain('>ThinkPad E14 Gen 5</text>');
    expectWellFormed(response.body);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = '/slike/proizvodi/ubiquiti-unifi-u6-lite-1.svg';
    const first = await app.inject(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const second = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('draws category tiles for the spec slugs, diacritics and commas included', async () => {
    for (const slug of ['računari-i-komponente', 'televizori,-audio,-video']) {
      const response = await app.inject(`/slike/kategorije/${encodeURIComponent(slug)}.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toContain('viewBox="0 0 400 300"');
      expectWellFormed(response.body);
    }
  });

  it.each([
    '/slike/proizvodi/lenovo.png',
    '/slike/proizvodi/lenovo.svg',
    '/slike/proizvodi/lenovo-0.svg',
    '/slike/proizvodi/Lenovo-1.svg',
    '/slike/proizvodi/lenovo--1.svg',
    '/slike/proizvodi/%3Cscript%3E-1.svg',
    `/slike/proizvodi/${'a'.repeat(300)}-1.svg`,
    '/slike/kategorije/nepostojeca.svg',
    '/slike/kategorije/smart-home.png',
  ])('answers 404 JSON for %s', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('product images', () => {
  const firstModelSlugs = DEMO_CATALOG.flatMap((c) => c.subcategories.map((s) => s.models[0])).map((m) =>
    slugify(`${m?.brand} ${m?.model}`),
  );

  it('stay small and well-formed for every kind and every gallery shot', () => {
    for (const slug of [...firstModelSlugs, 'nepoznat-proizvod']) {
      for (let n = 1; n <= 4; n++) {
        const svg = renderProductImage(`${slug}-16gb`, n);
        expect(Buffer.byteLength(svg)).toBeLessThan(MAX_SVG_BYTES);
        expectWellFormed(svg);
      }
    }
  });

  it('differ between gallery shots and repeat for the same name', () => {
    const shots = [1, 2, 3, 4].map((n) => renderProductImage('dell-p2423d', n));
    expect(new Set(shots).size).toBe(4);
    expect(renderProductImage('dell-p2423d', 2)).toBe(shots[1]);
  });

  it('recognises catalogue models from the slug and escapes their names', () => {
    expect(identifyProduct('de-longhi-magnifica-s-ecam22-110-b-3')).toEqual({
      brand: "De'Longhi",
      model: 'Magnifica S ECAM22.110.B',
      kind: 'coffee',
    });
    expect(identifyProduct('samsung-galaxy-tab-a9-4gb-64gb-wi-fi').kind).toBe('tablet');
    expect(identifyProduct('nesto-sasvim-novo')).toEqual({ brand: 'Nesto', model: 'sasvim novo', kind: 'box' });
    expect(renderProductImage('de-longhi-magnifica-s-ecam22-110-b', 1)).toContain('De&apos;Longhi');
  });

  it('has a drawing for every kind the catalogue uses', () => {
    const kinds = new Set<DrawingKind>(DEMO_CATALOG.flatMap((c) => c.subcategories.map((s) => s.kind)));
    for (const kind of kinds) expect(DRAWINGS[kind]).toMatch(/^</);
  });
});

describe('splitInTwo', () => {
  it('keeps short names on one line and balances long ones', () => {
    expect(splitInTwo('Smart home')).toEqual(['Smart home']);
    expect(splitInTwo('Kontrola pristupa i ERV')).toEqual(['Kontrola', 'pristupa i ERV']);
    expect(splitInTwo('Televizori, audio, video')).toEqual(['Televizori,', 'audio, video']);
  });
});
