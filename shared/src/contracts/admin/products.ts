import { z } from 'zod';
import { Money } from '../common';
import { withCode } from '../error-codes';
import { englishText } from './english-text';

/**
 * The admin product list's filter: the same query the table, the CSV export and the bulk actions use.
 * (Extended by the products area; the CSV export streams exactly what this filter selects.)
 */
export const AdminProductFilter = z.object({
  /** Part of the name, or the product code / EAN (exact or its beginning). */
  search: z.string().trim().max(200).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  subcategoryId: z.coerce.number().int().positive().optional(),
  manufacturerId: z.coerce.number().int().positive().optional(),
  /** in: stock > 0; out: stock = 0; low: 1..LOW_STOCK_THRESHOLD. */
  stock: z.enum(['in', 'out', 'low']).optional(),
  onSale: z.enum(['yes', 'no']).optional(),
  /** yes: only hidden products; no: only visible ones; absent: both. */
  hidden: z.enum(['yes', 'no']).optional(),
});
export type AdminProductFilter = z.infer<typeof AdminProductFilter>;

/** "Low on stock" for the filter and the dashboard's attention list. */
export const LOW_STOCK_THRESHOLD = 3;

// ---------------------------------------------------------------------------------------------------------------
// The list (server-paged, sorted)

export const ADMIN_PRODUCT_PAGE_SIZE_MAX = 100;
export const ADMIN_PRODUCT_PAGE_SIZE_DEFAULT = 25;

/** Sortable columns: name, product code, regular price, stock, last change. */
export const AdminProductSort = z.enum(['name', 'code', 'price', 'stock', 'updated']);
export type AdminProductSort = z.infer<typeof AdminProductSort>;

export const AdminProductListQuery = AdminProductFilter.extend({
  sort: AdminProductSort.default('updated'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce
    .number(withCode('INVALID_PAGE'))
    .int(withCode('INVALID_PAGE'))
    .min(1, withCode('INVALID_PAGE'))
    .default(1),
  pageSize: z.coerce
    .number(withCode('INVALID_PAGE'))
    .int(withCode('INVALID_PAGE'))
    .min(1, withCode('INVALID_PAGE'))
    .max(ADMIN_PRODUCT_PAGE_SIZE_MAX, withCode('INVALID_PAGE'))
    .default(ADMIN_PRODUCT_PAGE_SIZE_DEFAULT),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuery>;

/** One row of the table. Money in KM (two decimals, VAT included), like every API answer. */
export const AdminProductRow = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  productCode: z.string(),
  barcode: z.string(),
  manufacturerName: z.string(),
  categoryName: z.string(),
  subcategoryId: z.number().int(),
  subcategoryName: z.string(),
  stock: z.number().int(),
  price: Money,
  salePrice: Money.nullable(),
  onSale: z.boolean(),
  hidden: z.boolean(),
  label: z.string().nullable(),
  labelColor: z.string().nullable(),
  imageUrl: z.string(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;

export const AdminProductPage = z.object({
  rows: z.array(AdminProductRow),
  /** Products matching the filter (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminProductPage = z.infer<typeof AdminProductPage>;

// ---------------------------------------------------------------------------------------------------------------
// One product: the editor's form and what it saves

/** EAN-13: 13 digits, the last one the GS1 mod-10 check digit (weights 1 and 3 from the left). */
export function isValidEan13(barcode: string): boolean {
  if (!/^\d{13}$/.test(barcode)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(barcode[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(barcode[12]);
}

/**
 * A product slug: lowercase letters (Serbian č ć đ š ž allowed), digits and single hyphens between them. A slug
 * derived from the name is ASCII like the demo catalogue's (`čajnik đak` → `cajnik-djak`); one typed by staff may keep
 * the diacritics, which product links encode (shared/site/paths.ts).
 */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9čćđšž]+(?:-[a-z0-9čćđšž]+)*$/;

/** Whole feninga: at most two decimals (tolerating float noise such as 0.1 + 0.2). */
const hasWholeFeninga = (km: number) => Math.abs(km * 100 - Math.round(km * 100)) < 1e-6;
const PriceKm = z
  .number(withCode('INVALID_PRICE'))
  .positive(withCode('INVALID_PRICE'))
  .max(10_000_000, withCode('INVALID_PRICE'))
  .refine(hasWholeFeninga, withCode('INVALID_PRICE'));

export const AdminSpecification = z.object({
  name: z.string().trim().min(1, withCode('SPECIFICATION_NAME_REQUIRED')).max(255, withCode('INVALID_FIELD')),
  value: z.string().trim().min(1, withCode('SPECIFICATION_VALUE_REQUIRED')).max(2000, withCode('INVALID_FIELD')),
});
export type AdminSpecification = z.infer<typeof AdminSpecification>;

const AdminProductFields = z.object({
  name: z.string().trim().min(1, withCode('TITLE_REQUIRED')).max(255, withCode('INVALID_FIELD')),
  nameEn: englishText(255),
  /**
   * Empty: derived from the name (made unique with -2, -3 …). Absent: a new product derives it, an update keeps the
   * current one. A changed slug keeps the old one answering 301.
   */
  slug: z
    .string()
    .trim()
    .max(255, withCode('INVALID_SLUG'))
    .refine((slug) => slug === '' || PRODUCT_SLUG_PATTERN.test(slug), withCode('INVALID_SLUG'))
    .optional(),
  shortDescription: z.string().trim().max(5000, withCode('INVALID_FIELD')).default(''),
  shortDescriptionEn: englishText(5000),
  /** `kod_proizvoda`: unique; the CSV import finds a product by it. */
  productCode: z
    .string()
    .trim()
    .min(1, withCode('PRODUCT_CODE_REQUIRED'))
    .max(64, withCode('INVALID_FIELD'))
    .regex(/^\S+$/, withCode('INVALID_PRODUCT_CODE')),
  /** EAN-13 with a valid check digit. */
  barcode: z.string().trim().refine(isValidEan13, withCode('INVALID_EAN')),
  manufacturerId: z.number(withCode('INVALID_MANUFACTURER')).int().positive(withCode('INVALID_MANUFACTURER')),
  subcategoryId: z.number(withCode('CATEGORY_REQUIRED')).int().positive(withCode('CATEGORY_REQUIRED')),
  stock: z
    .number(withCode('INVALID_QUANTITY'))
    .int(withCode('INVALID_QUANTITY'))
    .min(0, withCode('INVALID_QUANTITY'))
    .max(1_000_000, withCode('INVALID_QUANTITY')),
  /** KM with VAT. */
  price: PriceKm,
  /** KM with VAT; required when on sale, and below `price`. Kept (not shown) while the product is not on sale. */
  salePrice: PriceKm.nullable().default(null),
  onSale: z.boolean().default(false),
  warrantyMonths: z
    .number(withCode('INVALID_WARRANTY'))
    .int(withCode('INVALID_WARRANTY'))
    .min(0, withCode('INVALID_WARRANTY'))
    .max(120, withCode('INVALID_WARRANTY')),
  /** The card's badge (e.g. "Novo"); empty: none. */
  label: z
    .string()
    .trim()
    .max(100, withCode('INVALID_FIELD'))
    .nullable()
    .default(null)
    .transform((label) => label || null),
  labelEn: englishText(100),
  /** The badge's colour, `#rrggbb`; null: the shop's default. */
  labelColor: z
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform((colour) => colour || null)
    .refine((colour) => colour === null || /^#[0-9a-fA-F]{6}$/.test(colour), withCode('INVALID_LABEL_COLOR')),
  /** In the order the product page lists them. Absent (a CSV row without them): an update keeps the current ones. */
  specifications: z.array(AdminSpecification).max(200, withCode('INVALID_FIELD')).optional(),
  /**
   * Hidden products are gone from the shop (listings, search, product page, sitemap, cart and compare adds).
   * Absent: an update keeps the current state, a new product is visible.
   */
  hidden: z.boolean().optional(),
});

/** The sale-price rules, on the fields that hold them (so a form shows the code next to the sale price). */
function checkSalePrice(
  input: { price: number; salePrice: number | null; onSale: boolean },
  context: z.RefinementCtx,
): void {
  if (input.onSale && input.salePrice === null)
    context.addIssue({ code: 'custom', path: ['salePrice'], message: 'SALE_PRICE_REQUIRED' });
  if (input.salePrice !== null && Math.round(input.salePrice * 100) >= Math.round(input.price * 100))
    context.addIssue({ code: 'custom', path: ['salePrice'], message: 'SALE_PRICE_NOT_BELOW_PRICE' });
}

/** The create body (and the CSV import's row, once parsed): every field of the product except its images. */
export const AdminProductInput = AdminProductFields.superRefine(checkSalePrice);
export type AdminProductInput = z.infer<typeof AdminProductInput>;
export type AdminProductInputBody = z.input<typeof AdminProductInput>;

/** The update body: the fields plus the `version` the editor loaded; a stale one answers 409 `EDIT_CONFLICT`. */
export const AdminProductUpdate = AdminProductFields.extend({
  version: z.number().int().min(0),
}).superRefine(checkSalePrice);
export type AdminProductUpdate = z.infer<typeof AdminProductUpdate>;

export const AdminProductImage = z.object({
  id: z.number().int(),
  /** The gallery size (the product page's 800 × 800). */
  url: z.string(),
});
export type AdminProductImage = z.infer<typeof AdminProductImage>;

/** The editor's product: every field, the images (main first), the former slugs and the edit version. */
export const AdminProduct = z.object({
  id: z.number().int(),
  /** Bumped by every save of the fields; the update sends it back. Image changes do not bump it. */
  version: z.number().int(),
  name: z.string(),
  /** The English texts (decision 019); null: the shop shows the Serbian one. */
  nameEn: z.string().nullable(),
  slug: z.string(),
  shortDescription: z.string(),
  shortDescriptionEn: z.string().nullable(),
  productCode: z.string(),
  barcode: z.string(),
  manufacturerId: z.number().int(),
  categoryId: z.number().int(),
  subcategoryId: z.number().int(),
  stock: z.number().int(),
  price: Money,
  salePrice: Money.nullable(),
  onSale: z.boolean(),
  warrantyMonths: z.number().int(),
  label: z.string().nullable(),
  labelEn: z.string().nullable(),
  labelColor: z.string().nullable(),
  /** Main image first; `imageUrl` is the card-size variant of the first. */
  images: z.array(AdminProductImage),
  imageUrl: z.string(),
  specifications: z.array(AdminSpecification),
  hidden: z.boolean(),
  /** Old slugs that answer 301 to the current one. */
  formerSlugs: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProductParams = z.object({ id: z.coerce.number().int().positive() });
export const AdminProductImageParams = AdminProductParams.extend({ imageId: z.coerce.number().int().positive() });

export const AdminProductVisibilityBody = z.object({ hidden: z.boolean() });

export const AdminProductDeleted = z.object({ deleted: z.literal(true), id: z.number().int() });

// ---------------------------------------------------------------------------------------------------------------
// Images

/** Uploads: JPEG, PNG or WebP (checked by their first bytes), at most this size; stored as WebP. */
export const ADMIN_PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ADMIN_PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The product's images after a change, main first, and the card image that follows the first. */
export const AdminProductImages = z.object({
  images: z.array(AdminProductImage),
  imageUrl: z.string(),
});
export type AdminProductImages = z.infer<typeof AdminProductImages>;

/** Every image id of the product, in the new order (the first becomes the main one). */
export const AdminProductImageOrderBody = z.object({
  imageIds: z.array(z.number().int().positive()).min(1).max(100),
});

// ---------------------------------------------------------------------------------------------------------------
// Bulk actions on a selection

const BulkIds = z.array(z.number().int().positive()).min(1, withCode('SELECTION_REQUIRED')).max(1000);

/**
 * putOnSale: sale price = price × (1 − percent / 100), rounded to whole feninga (a product whose sale price would not
 * be below its price is skipped); endSale; move to a subcategory; setStock (through the stock module, so "back in
 * stock" emails go out); hide / show.
 */
export const AdminProductBulkAction = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('putOnSale'),
    ids: BulkIds,
    percent: z
      .number(withCode('INVALID_PERCENT'))
      .gt(0, withCode('INVALID_PERCENT'))
      .lt(100, withCode('INVALID_PERCENT')),
  }),
  z.object({ action: z.literal('endSale'), ids: BulkIds }),
  z.object({
    action: z.literal('move'),
    ids: BulkIds,
    subcategoryId: z.number(withCode('CATEGORY_REQUIRED')).int().positive(withCode('CATEGORY_REQUIRED')),
  }),
  z.object({
    action: z.literal('setStock'),
    ids: BulkIds,
    stock: z
      .number(withCode('INVALID_QUANTITY'))
      .int(withCode('INVALID_QUANTITY'))
      .min(0, withCode('INVALID_QUANTITY'))
      .max(1_000_000, withCode('INVALID_QUANTITY')),
  }),
  z.object({ action: z.literal('hide'), ids: BulkIds }),
  z.object({ action: z.literal('show'), ids: BulkIds }),
]);
export type AdminProductBulkAction = z.infer<typeof AdminProductBulkAction>;

export const AdminProductBulkResult = z.object({
  /** Products the action changed. */
  changed: z.number().int(),
  /** Selected products it left as they were: unknown ids, or a sale price that would not be below the price. */
  skipped: z.array(
    z.object({ id: z.number().int(), code: z.enum(['PRODUCT_NOT_FOUND', 'SALE_PRICE_NOT_BELOW_PRICE']) }),
  ),
});
export type AdminProductBulkResult = z.infer<typeof AdminProductBulkResult>;

// ---------------------------------------------------------------------------------------------------------------
// Lookups for the editor and the filters

export const AdminProductLookups = z.object({
  manufacturers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** In menu order, each with its subcategories. */
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      subcategories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
});
export type AdminProductLookups = z.infer<typeof AdminProductLookups>;
