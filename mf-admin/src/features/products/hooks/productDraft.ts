import type { AdminProduct, AdminProductInputBody, AdminProductLookups } from '@shop/shared/contracts';

/** One specification row as the form edits it; `key` keeps React's row identity while rows move. */
export interface SpecificationDraft {
  key: number;
  name: string;
  value: string;
}

/** The editor's fields as typed (strings for numbers, so a half-typed value is kept), turned into the body on save. */
export interface ProductDraft {
  name: string;
  /** English texts (decision 019); '' = the shop shows the Serbian one. */
  nameEn: string;
  slug: string;
  /** A new product's slug follows the name until the slug is edited by hand. */
  slugEdited: boolean;
  shortDescription: string;
  shortDescriptionEn: string;
  productCode: string;
  barcode: string;
  manufacturerId: string;
  subcategoryId: string;
  stock: string;
  price: string;
  salePrice: string;
  onSale: boolean;
  warrantyMonths: string;
  label: string;
  labelEn: string;
  /** '' = the shop's default badge colour. */
  labelColor: string;
  specifications: SpecificationDraft[];
  hidden: boolean;
}

let nextKey = 1;
export const newSpecificationRow = (name = '', value = ''): SpecificationDraft => ({ key: nextKey++, name, value });

/** `1299.9` → `1299.90`: a price field shows whole feninga. */
const kmText = (km: number | null) => (km === null ? '' : km.toFixed(2));

export function draftOf(product: AdminProduct | undefined): ProductDraft {
  return {
    name: product?.name ?? '',
    nameEn: product?.nameEn ?? '',
    slug: product?.slug ?? '',
    slugEdited: product !== undefined,
    shortDescription: product?.shortDescription ?? '',
    shortDescriptionEn: product?.shortDescriptionEn ?? '',
    productCode: product?.productCode ?? '',
    barcode: product?.barcode ?? '',
    manufacturerId: product ? String(product.manufacturerId) : '',
    subcategoryId: product ? String(product.subcategoryId) : '',
    stock: product ? String(product.stock) : '0',
    price: kmText(product?.price ?? null),
    salePrice: kmText(product?.salePrice ?? null),
    onSale: product?.onSale ?? false,
    warrantyMonths: product ? String(product.warrantyMonths) : '24',
    label: product?.label ?? '',
    labelEn: product?.labelEn ?? '',
    labelColor: product?.labelColor ?? '',
    specifications: (product?.specifications ?? []).map((spec) => newSpecificationRow(spec.name, spec.value)),
    hidden: product?.hidden ?? false,
  };
}

/** A typed number: '' and nonsense become NaN, which the schema refuses with the field's own code. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** The create/update body from the draft (the shared schema then checks it, as the server will). */
export function bodyOf(draft: ProductDraft): AdminProductInputBody {
  return {
    name: draft.name,
    nameEn: draft.nameEn,
    slug: draft.slug.trim(),
    shortDescription: draft.shortDescription,
    shortDescriptionEn: draft.shortDescriptionEn,
    productCode: draft.productCode,
    barcode: draft.barcode,
    manufacturerId: numberOf(draft.manufacturerId),
    subcategoryId: numberOf(draft.subcategoryId),
    stock: numberOf(draft.stock),
    price: numberOf(draft.price),
    salePrice: draft.salePrice.trim() === '' ? null : numberOf(draft.salePrice),
    onSale: draft.onSale,
    warrantyMonths: numberOf(draft.warrantyMonths),
    label: draft.label,
    labelEn: draft.labelEn,
    labelColor: draft.labelColor,
    specifications: draft.specifications.map(({ name, value }) => ({ name, value })),
    hidden: draft.hidden,
  };
}

/** The category a subcategory belongs to (for the editor's hint). */
export function categoryOfSubcategory(lookups: AdminProductLookups, subcategoryId: string) {
  return lookups.categories.find((category) =>
    category.subcategories.some((subcategory) => String(subcategory.id) === subcategoryId),
  );
}
