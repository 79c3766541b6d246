import { createHash } from 'node:crypto';
import { PRODUCT_SHOTS, renderProductImage } from '../images/product-image';
import { indexCatalog } from './catalog';
import { DEFAULT_PRODUCT_COUNT } from './defaults';
import { isValidEan13 } from './ean';
import { DEMO_FORMER_SLUG_TARGET } from './former-slugs';
import { generateProducts } from './products';

const catalog = indexCatalog();
const now = new Date('2026-06-01T12:00:00.000Z');
const generate = (count: number) => [...generateProducts(count, { catalog, now })];

describe('generateProducts', () => {
  it('is deterministic: the same count gives the same products', () => {
    expect(generate(60)).toEqual(generate(60));
  });

  it('gives product i the same data whatever the total', () => {
    expect(generate(400).slice(0, 30)).toEqual(generate(30));
  });

  it('starts with a stable first product', () => {
    const [first] = generate(1);
    expect(first?.product).toMatchObject({
      id: 1,
      name: 'Dell OptiPlex 7010 SFF, Intel Core i5-13400, 8GB, 256GB SSD',
      slug: 'dell-optiplex-7010-sff-intel-core-i5-13400-8gb-256gb-ssd',
      subcategory_id: 1,
    });
  });

  it('makes the former-slug target the first laptop', () => {
    const firstLaptop = generate(60).find((p) => p.subcategorySlug === 'laptopi');
    expect(firstLaptop?.product.slug).toBe(DEMO_FORMER_SLUG_TARGET);
  });

  it('keeps slugs, codes and barcodes unique and well-formed even with repeated models', () => {
    const products = generate(3_000);
    const slugs = new Set(products.map((p) => p.product.slug));
    expect(slugs.size).toBe(products.length);
    expect(new Set(products.map((p) => p.product.product_code)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.product.barcode)).size).toBe(products.length);
    for (const { product, imageUrls, specifications } of products) {
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(product.product_code).toMatch(/^[A-Z0-9]{2,3}-\d{2}[A-Z]{2}\d{4}[A-Z]{2}$/);
      expect(isValidEan13(product.barcode)).toBe(true);
      expect(imageUrls[0]).toBe(product.image_url);
      expect(imageUrls).toEqual(PRODUCT_SHOTS.map((_, i) => `/slike/proizvodi/${product.slug}-${i + 1}.svg`));
      expect(specifications.length).toBeGreaterThanOrEqual(4);
      expect(specifications.length).toBeLessThanOrEqual(10);
      expect(product.price_minor % 100 === 0 || product.price_minor % 100 === 90).toBe(true);
      if (product.on_sale) expect(product.sale_price_minor).toBeLessThan(product.price_minor);
      else expect(product.sale_price_minor).toBeNull();
      expect(product.label === null).toBe(product.label_color === null);
      const age = now.getTime() - Date.parse(product.created_at);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(366 * 86_400_000);
    }
  });

  it.each([DEFAULT_PRODUCT_COUNT, 2_000])('gives each of %i products its own name', (count) => {
    const names = generate(count).map((p) => p.product.name);
    expect(new Set(names).size).toBe(count);
    // The repeated names now carry what tells them apart.
    expect(names.filter((name) => name.startsWith('HP USB-C punjač 65W')).length).toBeGreaterThan(1);
  });

  it('gives each of 2 000 products 3 pictures of its own (front, side, detail), no two alike', () => {
    const products = generate(2_000);
    const hashes = products.flatMap(({ imageSubject }) =>
      PRODUCT_SHOTS.map((shot) => createHash('sha256').update(renderProductImage(imageSubject, shot)).digest('hex')),
    );
    expect(hashes).toHaveLength(products.length * 3);
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
