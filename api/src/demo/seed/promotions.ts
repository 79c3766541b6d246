import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertRows } from './batch';
import { ENGLISH_PROMOTION_NAMES } from './english';
import type { GeneratedProduct } from './products';

const MAX_PRODUCTS_PER_PROMOTION = 24;
const DAY_MS = 86_400_000;

interface PromotionDef {
  slug: string;
  name: string;
  /** Running from `startsDaysAgo` before the seed to `endsInDays` after it, so the pages show products today. */
  startsDaysAgo: number;
  endsInDays: number;
  includes: (product: GeneratedProduct) => boolean;
}

const SCHOOL_SUBCATEGORIES = new Set([
  'laptopi',
  'tableti',
  'torbe-i-rancevi',
  'misevi',
  'slusalice',
  'multifunkcijski-uredjaji',
]);
const inStock = (product: GeneratedProduct) => product.product.stock > 0;

/** Pages /promocija/black-friday, /promocija/povratak-u-skolu and /promocija/pametan-dom. */
export const DEMO_PROMOTIONS: readonly PromotionDef[] = [
  {
    slug: 'black-friday',
    name: 'Black Friday popusti',
    startsDaysAgo: 3,
    endsInDays: 30,
    includes: (p) => inStock(p) && p.product.on_sale === 1,
  },
  {
    slug: 'povratak-u-skolu',
    name: 'Povratak u školu',
    startsDaysAgo: 10,
    endsInDays: 60,
    includes: (p) => inStock(p) && SCHOOL_SUBCATEGORIES.has(p.subcategorySlug),
  },
  {
    slug: 'pametan-dom',
    name: 'Pametan dom',
    startsDaysAgo: 1,
    endsInDays: 45,
    includes: (p) => inStock(p) && p.categorySlug === 'smart-home',
  },
];

/** Fills each promotion with the first matching products (up to 24) as they are generated. */
export class PromotionPicker {
  private readonly picked = DEMO_PROMOTIONS.map(() => [] as number[]);

  consider(product: GeneratedProduct): void {
    DEMO_PROMOTIONS.forEach((promotion, index) => {
      const ids = this.picked[index] as number[];
      if (ids.length < MAX_PRODUCTS_PER_PROMOTION && promotion.includes(product)) ids.push(product.product.id);
    });
  }

  async insert(db: Kysely<Database>, now: Date): Promise<void> {
    const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
    await insertRows(
      db,
      'promotions',
      DEMO_PROMOTIONS.map((promotion, index) => ({
        id: index + 1,
        slug: promotion.slug,
        name: promotion.name,
        name_en: ENGLISH_PROMOTION_NAMES[promotion.slug] ?? null,
        starts_at: at(-promotion.startsDaysAgo),
        ends_at: at(promotion.endsInDays),
      })),
    );
    const links = this.picked.flatMap((productIds, index) =>
      productIds.map((productId, position) => ({ promotion_id: index + 1, product_id: productId, position })),
    );
    await insertRows(db, 'promotion_products', links);
  }
}
