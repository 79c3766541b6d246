import type { Insertable } from 'kysely';
import type { ProductsTable } from '../../db/schema';
import { deviceColour } from '../images/finishes';
import { type ImageSubject, PRODUCT_SHOTS } from '../images/product-image';
import type { IndexedCatalog, IndexedSubcategory } from './catalog';
import type { WarrantyMonths } from './catalog/types';
import { shortDescription } from './descriptions';
import { demoBarcode, UniqueIdentifiers } from './identifiers';
import { salePriceMinor, toShopPriceMinor } from './prices';
import { COLOUR_SPEC, UniqueNames } from './product-names';
import { deriveSeed, hashString, Random } from './random';
import { configureProduct, type SpecificationPair } from './specifications';

/** The seed every demo run uses: the same N gives the same products on every machine and database. */
export const DEMO_SEED = 20_240_601;

const LABELS = {
  new: { label: 'Novo', labelEn: 'New', color: '#2e7d32' },
  sale: { label: 'Akcija', labelEn: 'Sale', color: '#d32f2f' },
  top: { label: 'Top ponuda', labelEn: 'Top deal', color: '#ef6c00' },
} as const;

const DAY_MS = 86_400_000;
const CATALOG_AGE_DAYS = 365;
const NEW_PRODUCT_DAYS = 45;

/** A products row with the columns the seed always fills made non-optional. */
export type GeneratedProductRow = Insertable<ProductsTable> & { id: number; on_sale: number; created_at: string };

export interface GeneratedProduct {
  product: GeneratedProductRow;
  specifications: SpecificationPair[];
  imageUrls: string[];
  /** What the product's pictures show (the seed draws them, see images.ts). */
  imageSubject: ImageSubject;
  categorySlug: string;
  subcategorySlug: string;
}

export interface ProductGeneratorOptions {
  catalog: IndexedCatalog;
  /** Creation dates are spread over the year before this moment. */
  now: Date;
  seed?: number;
}

export function productImageUrl(slug: string, n: number): string {
  return `/slike/proizvodi/${slug}-${n}.svg`;
}

/**
 * Products 1..count, one at a time (so 50 000 need no more memory than one batch). Product i takes subcategories in
 * turn and each subcategory's models in turn, so even a small N covers the whole catalogue; its other choices come
 * from a PRNG seeded by i, so product i is the same whatever N is.
 */
export function* generateProducts(count: number, options: ProductGeneratorOptions): Generator<GeneratedProduct> {
  const run: GenerationRun = {
    catalog: options.catalog,
    now: options.now,
    identifiers: new UniqueIdentifiers(),
    names: new UniqueNames(),
  };
  const seed = options.seed ?? DEMO_SEED;
  const subcategories = options.catalog.subcategories;
  for (let index = 0; index < count; index++) {
    const subcategory = subcategories[index % subcategories.length] as IndexedSubcategory;
    const modelTurn = Math.floor(index / subcategories.length);
    yield generateProduct(index, new Random(deriveSeed(seed, index)), subcategory, modelTurn, run);
  }
}

/** What all products of one run share: ids and uniqueness bookkeeping. */
interface GenerationRun {
  catalog: IndexedCatalog;
  now: Date;
  identifiers: UniqueIdentifiers;
  names: UniqueNames;
}

function generateProduct(
  index: number,
  random: Random,
  subcategory: IndexedSubcategory,
  modelTurn: number,
  { catalog, now, identifiers, names }: GenerationRun,
): GeneratedProduct {
  const { def } = subcategory;
  const model = def.models[modelTurn % def.models.length];
  if (!model) throw new Error(`Subcategory ${def.slug} has no models`);
  const brandAndModel = `${model.brand} ${model.model}`;
  const configuration = configureProduct(random, def, model);
  // Products of one model take its colours in turn, unless the configuration lists one.
  const listedColour = configuration.specifications.find((pair) => pair.name === COLOUR_SPEC)?.value;
  const colour = listedColour ?? deviceColour(hashString(brandAndModel), Math.floor(modelTurn / def.models.length));
  const name = names.nameFor([brandAndModel, ...configuration.nameParts].join(', '), [
    ...(listedColour === undefined ? [{ name: COLOUR_SPEC, value: colour }] : []),
    ...configuration.specifications,
  ]);
  const slug = identifiers.slugFor(name);

  // -4 % to +6 % around the list price: repeated models do not all cost the same.
  const priceMinor = toShopPriceMinor(
    (model.priceKm + configuration.extraPriceKm) * (0.96 + random.next() * 0.1),
    random,
  );
  const onSale = random.chance(0.22);
  const createdAt = new Date(now.getTime() - random.int(0, CATALOG_AGE_DAYS * DAY_MS - 1));
  const updatedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(0, 30 * DAY_MS)));
  const label = pickLabel(random, onSale, now.getTime() - createdAt.getTime() < NEW_PRODUCT_DAYS * DAY_MS);
  const imageUrls = PRODUCT_SHOTS.map((_, i) => productImageUrl(slug, i + 1));
  const productCode = identifiers.productCodeFor(model.brand, random);

  const manufacturerId = catalog.manufacturerIds.get(model.brand);
  if (manufacturerId === undefined) throw new Error(`Unknown brand ${model.brand}`);
  return {
    product: {
      id: index + 1,
      slug,
      name,
      // Brand and model read the same in English; the descriptions are Serbian only (staff may add English).
      name_en: null,
      short_description: shortDescription(random, def.noun, brandAndModel, configuration.specifications),
      short_description_en: null,
      product_code: productCode,
      barcode: demoBarcode(model.brand, index),
      manufacturer_id: manufacturerId,
      subcategory_id: subcategory.id,
      stock: pickStock(random),
      price_minor: priceMinor,
      sale_price_minor: onSale ? salePriceMinor(priceMinor, random) : null,
      on_sale: onSale ? 1 : 0,
      warranty_months: random.pick<WarrantyMonths>(def.warranties),
      label: label?.label ?? null,
      label_en: label?.labelEn ?? null,
      label_color: label?.color ?? null,
      image_url: imageUrls[0] as string,
      created_at: createdAt.toISOString(),
      updated_at: updatedAt.toISOString(),
    },
    specifications: configuration.specifications,
    imageUrls,
    imageSubject: {
      brand: model.brand,
      model: model.model,
      kind: def.kind,
      colour,
      tag: productCode,
    },
    categorySlug: subcategory.categorySlug,
    subcategorySlug: def.slug,
  };
}

/** About 15 % out of stock, 35 % with a few left (1–20, shown exactly), the rest '20+'. */
function pickStock(random: Random): number {
  const roll = random.next();
  if (roll < 0.15) return 0;
  if (roll < 0.5) return random.int(1, 20);
  return random.int(21, 250);
}

function pickLabel(random: Random, onSale: boolean, isNew: boolean): (typeof LABELS)[keyof typeof LABELS] | undefined {
  if (onSale && random.chance(0.6)) return LABELS.sale;
  if (isNew && random.chance(0.7)) return LABELS.new;
  if (random.chance(0.06)) return LABELS.top;
  return undefined;
}
