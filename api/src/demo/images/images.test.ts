import { DEMO_CATALOG } from '../seed/catalog';
import { renderCategoryImage, splitInTwo } from './category-image';
import { drawDevice } from './device';
import { DRAWINGS, type DrawingKind } from './drawings';
import { type ImageSubject, PRODUCT_SHOTS, renderProductImage } from './product-image';

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

const THINKPAD: ImageSubject = {
  brand: 'Lenovo',
  model: 'ThinkPad E14 Gen 5',
  kind: 'laptop',
  colour: 'Srebrna',
  tag: 'LEN-12AB3456CD',
};

describe('product images', () => {
  const firstModels: ImageSubject[] = DEMO_CATALOG.flatMap((category) =>
    category.subcategories.map((subcategory) => {
      const model = subcategory.models[0];
      return {
        brand: model?.brand ?? '',
        model: model?.model ?? '',
        kind: subcategory.kind,
        colour: 'Crna',
        tag: 'X-1',
      };
    }),
  );

  it('draw an 800×800 front shot captioned with brand, model, colour and code', () => {
    const svg = renderProductImage(THINKPAD, 'front');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800"')).toBe(true);
    expect(svg).toContain('>Lenovo</text>');
    expect(svg).toContain('>ThinkPad E14 Gen 5</text>');
    expect(svg).toContain('>Srebrna · LEN-12AB3456CD</text>');
  });

  it('stay small and well-formed for every kind and every gallery shot', () => {
    const unknown: ImageSubject = { brand: 'Nepoznat', model: 'proizvod', kind: 'box', colour: 'Nova boja', tag: '1' };
    for (const subject of [...firstModels, unknown]) {
      for (const shot of PRODUCT_SHOTS) {
        const svg = renderProductImage(subject, shot);
        expect(Buffer.byteLength(svg)).toBeLessThan(MAX_SVG_BYTES);
        expectWellFormed(svg);
      }
    }
  });

  it('differ between gallery shots and repeat for the same subject', () => {
    const shots = PRODUCT_SHOTS.map((shot) => renderProductImage(THINKPAD, shot));
    expect(new Set(shots).size).toBe(3);
    expect(renderProductImage({ ...THINKPAD }, 'side')).toBe(shots[1]);
  });

  it('draw every model of a kind as its own device, and a product in its colour', () => {
    const models = DEMO_CATALOG.flatMap((category) =>
      category.subcategories.flatMap((subcategory) =>
        subcategory.models.map((model) => ({ ...model, kind: subcategory.kind })),
      ),
    );
    const devices = models.map(({ kind, brand, model }) => drawDevice(kind, brand, model).markup);
    expect(new Set(devices).size).toBe(models.length);
    // Same model, other colour: the same device in another finish.
    const white = renderProductImage({ ...THINKPAD, colour: 'Bijela' }, 'front');
    const silver = renderProductImage(THINKPAD, 'front');
    expect(white).not.toBe(silver);
    expect(white.replace(/<linearGradient id="b".*?<\/linearGradient>/, '').replace(/Bijela/, 'Srebrna')).toBe(
      silver.replace(/<linearGradient id="b".*?<\/linearGradient>/, ''),
    );
  });

  it('escape names', () => {
    const svg = renderProductImage(
      { brand: "De'Longhi", model: 'Magnifica S <B>', kind: 'coffee', colour: 'Crna', tag: 'DEL-1' },
      'front',
    );
    expect(svg).toContain('De&apos;Longhi');
    expect(svg).toContain('Magnifica S &lt;B&gt;');
    expectWellFormed(svg);
  });

  it('have a drawing for every kind the catalogue uses', () => {
    const kinds = new Set<DrawingKind>(DEMO_CATALOG.flatMap((c) => c.subcategories.map((s) => s.kind)));
    for (const kind of kinds) expect(DRAWINGS[kind]).toMatch(/^</);
  });
});

describe('category images', () => {
  it('draw a tile for every category, diacritics and commas included, and nothing for other slugs', () => {
    for (const { slug } of DEMO_CATALOG) {
      const svg = renderCategoryImage(slug) as string;
      expect(svg).toContain('viewBox="0 0 400 300"');
      expectWellFormed(svg);
    }
    expect(renderCategoryImage('računari-i-komponente')).toBeDefined();
    expect(renderCategoryImage('nepostojeca')).toBeUndefined();
  });
});

describe('splitInTwo', () => {
  it('keeps short names on one line and balances long ones', () => {
    expect(splitInTwo('Smart home')).toEqual(['Smart home']);
    expect(splitInTwo('Kontrola pristupa i ERV')).toEqual(['Kontrola', 'pristupa i ERV']);
    expect(splitInTwo('Televizori, audio, video')).toEqual(['Televizori,', 'audio, video']);
  });
});
