import type { AdminProduct, AdminProductImages, AdminProductRow } from '@shop/shared/contracts';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { HttpError } from '../../../http/http-error';
import { feningaToKm } from '../../../lib/money';
import { type AdminProductListRow, findAdminProductExtras, listAdminProductImages } from './admin-product-repository';
import { loadProductSnapshot } from './product-snapshot';

export function toAdminProductRow(row: AdminProductListRow): AdminProductRow {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    productCode: row.product_code,
    barcode: row.barcode,
    manufacturerName: row.manufacturer_name,
    categoryName: row.category_name,
    subcategoryId: row.subcategory_id,
    subcategoryName: row.subcategory_name,
    stock: row.stock,
    price: feningaToKm(row.price_minor),
    salePrice: row.sale_price_minor === null ? null : feningaToKm(row.sale_price_minor),
    onSale: Number(row.on_sale) === 1,
    hidden: Number(row.hidden) === 1,
    label: row.label,
    labelColor: row.label_color,
    imageUrl: row.image_url,
    updatedAt: row.updated_at,
  };
}

/** The editor's product (404 `PRODUCT_NOT_FOUND` when there is none). */
export async function adminProductView(db: DbOrTransaction, id: number): Promise<AdminProduct> {
  const [snapshot, extras] = await Promise.all([loadProductSnapshot(db, { id }), findAdminProductExtras(db, id)]);
  if (!snapshot || !extras) throw new HttpError('PRODUCT_NOT_FOUND');
  return {
    id: snapshot.id,
    version: snapshot.version,
    name: snapshot.name,
    nameEn: snapshot.nameEn,
    slug: snapshot.slug,
    shortDescription: snapshot.shortDescription,
    shortDescriptionEn: snapshot.shortDescriptionEn,
    productCode: snapshot.productCode,
    barcode: snapshot.barcode,
    manufacturerId: snapshot.manufacturerId,
    categoryId: extras.category_id,
    subcategoryId: snapshot.subcategoryId,
    stock: snapshot.stock,
    price: feningaToKm(snapshot.priceMinor),
    salePrice: snapshot.salePriceMinor === null ? null : feningaToKm(snapshot.salePriceMinor),
    onSale: snapshot.onSale,
    warrantyMonths: snapshot.warrantyMonths,
    label: snapshot.label,
    labelEn: snapshot.labelEn,
    labelColor: snapshot.labelColor,
    images: extras.images,
    imageUrl: extras.image_url,
    specifications: snapshot.specifications,
    hidden: snapshot.hidden,
    formerSlugs: extras.formerSlugs,
    createdAt: extras.created_at,
    updatedAt: extras.updated_at,
  };
}

/** The product's images (main first) and its card image. */
export async function adminProductImagesView(db: DbOrTransaction, productId: number): Promise<AdminProductImages> {
  const [images, product] = await Promise.all([
    listAdminProductImages(db, productId),
    db.selectFrom('products').select('image_url').where('id', '=', productId).executeTakeFirst(),
  ]);
  if (!product) throw new HttpError('PRODUCT_NOT_FOUND');
  return { images, imageUrl: product.image_url };
}
