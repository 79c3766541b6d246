import { z } from 'zod';
import { type ErrorCode, withCode } from '../error-codes';
import { slugify } from '../slug';
import { englishText } from './english-text';

/*
 * The admin panel's categories, subcategories and promotions (#Kategorije, #Promocije).
 */

/**
 * A slug as the shop's URLs carry it: lower-case letters (diacritics allowed, as in the spec's `računari-i-komponente`),
 * digits, and runs of hyphens or commas between them (`televizori,-audio,-video`). No spaces, slashes or dots.
 */
export const SLUG_PATTERN = /^[\p{Ll}\p{Nd}]+(?:[-,]+[\p{Ll}\p{Nd}]+)*$/u;
export const SLUG_MAX_LENGTH = 120;

/**
 * The slug a name gets when the editor leaves the slug empty (the shop's slug rule, `slugify`). The form shows it as
 * the slug field's placeholder; the API derives the same.
 */
export const slugFromName = (name: string): string => slugify(name, SLUG_MAX_LENGTH);

const Name = z.string().trim().min(1, withCode('TITLE_REQUIRED')).max(120, withCode('INVALID_FIELD'));
/** The name the English shop shows (decision 019). */
const NameEn = englishText(120);

/** Empty (or absent): derived from the name. */
const OptionalSlug = z
  .string()
  .trim()
  .max(SLUG_MAX_LENGTH, withCode('INVALID_SLUG'))
  .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), withCode('INVALID_SLUG'))
  .optional();

const Id = z.coerce.number().int().positive();

export const AdminIdParams = z.object({ id: Id });

/** The slug to store: the one given, or else the name's. */
export const slugOf = ({ name, slug }: { name: string; slug?: string }) => slug || slugFromName(name);

/** A name of punctuation only derives no slug: then the slug must be given. */
const derivesSlug: [(input: { name: string; slug?: string }) => boolean, { error: ErrorCode; path: string[] }] = [
  (input) => input.name === '' || slugOf(input) !== '',
  { ...withCode('INVALID_SLUG'), path: ['slug'] },
];

export const AdminCategoryInput = z.object({ name: Name, nameEn: NameEn, slug: OptionalSlug }).refine(...derivesSlug);
export type AdminCategoryInput = z.infer<typeof AdminCategoryInput>;

export const AdminSubcategoryInput = z
  .object({
    name: Name,
    nameEn: NameEn,
    slug: OptionalSlug,
    /** The parent; moving a subcategory to another category puts it last there. */
    categoryId: z.coerce.number().int().positive(withCode('CATEGORY_REQUIRED')),
  })
  .refine(...derivesSlug);
export type AdminSubcategoryInput = z.infer<typeof AdminSubcategoryInput>;

/** A new order of siblings: every id of the list exactly once (a list that changed meanwhile is refused, 409). */
export const AdminReorderInput = z.object({ ids: z.array(Id).max(1_000) });
export type AdminReorderInput = z.infer<typeof AdminReorderInput>;

export const AdminSubcategory = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  slug: z.string(),
  position: z.number().int(),
  productCount: z.number().int(),
});
export type AdminSubcategory = z.infer<typeof AdminSubcategory>;

export const AdminCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  slug: z.string(),
  imageUrl: z.string(),
  position: z.number().int(),
  /** Products in all of its subcategories. */
  productCount: z.number().int(),
  subcategories: z.array(AdminSubcategory),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

export const AdminCategoryTree = z.object({ categories: z.array(AdminCategory) });
export type AdminCategoryTree = z.infer<typeof AdminCategoryTree>;

/** Category images: raster only (an SVG can carry scripts); stored as WebP. */
export const CATEGORY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CATEGORY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

// Promotions

const Instant = z.iso.datetime({ offset: true, error: 'INVALID_FIELD' }).nullable();

/** Start and end are optional (none: always running); an end must come after the start. */
export const AdminPromotionInput = z
  .object({ name: Name, nameEn: NameEn, slug: OptionalSlug, startsAt: Instant, endsAt: Instant })
  .refine(...derivesSlug)
  .refine(({ startsAt, endsAt }) => !startsAt || !endsAt || new Date(endsAt).getTime() > new Date(startsAt).getTime(), {
    ...withCode('PROMOTION_DATES'),
    path: ['endsAt'],
  });
export type AdminPromotionInput = z.infer<typeof AdminPromotionInput>;

export const PromotionState = z.enum(['running', 'scheduled', 'ended']);
export type PromotionState = z.infer<typeof PromotionState>;

export const AdminPromotion = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  slug: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  state: PromotionState,
  productCount: z.number().int(),
});
export type AdminPromotion = z.infer<typeof AdminPromotion>;

export const AdminPromotionsQuery = z.object({ search: z.string().trim().max(200).optional() });
export const AdminPromotionList = z.object({ promotions: z.array(AdminPromotion) });
export type AdminPromotionList = z.infer<typeof AdminPromotionList>;

/** A product as the promotion's list and the picker show it. */
export const AdminPromotionProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  imageUrl: z.string(),
});
export type AdminPromotionProduct = z.infer<typeof AdminPromotionProduct>;

export const AdminPromotionDetail = AdminPromotion.extend({ products: z.array(AdminPromotionProduct) });
export type AdminPromotionDetail = z.infer<typeof AdminPromotionDetail>;

/** The promotion's products in display order: adding, removing and reordering are one call with the whole list. */
export const AdminPromotionProductsInput = z.object({ productIds: z.array(Id).max(500) });
export type AdminPromotionProductsInput = z.infer<typeof AdminPromotionProductsInput>;

/** The picker: products by name or code. */
export const AdminProductPickQuery = z.object({
  search: z.string().trim().min(1, withCode('SEARCH_TERM_REQUIRED')).max(100, withCode('SEARCH_TERM_TOO_LONG')),
});
export const PRODUCT_PICK_LIMIT = 20;
export const AdminProductPickList = z.object({ products: z.array(AdminPromotionProduct) });

export const AdminDeleted = z.object({ deleted: z.literal(true) });
