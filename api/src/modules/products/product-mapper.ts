import type { Product, ProductSummary } from '@shop/shared/contracts';
import { feningaToKm } from '../../lib/money';
import type { ProductDetailsRow, ProductSummaryRow } from './product-repository';

export function toProductSummary(row: ProductSummaryRow): ProductSummary {
  // A sale price only counts while the product is flagged as on sale.
  const onSale = row.on_sale === 1 && row.sale_price_minor !== null;
  const salePrice = onSale && row.sale_price_minor !== null ? feningaToKm(row.sale_price_minor) : null;
  const regularPrice = feningaToKm(row.price_minor);
  return {
    id_proizvoda: row.id,
    id_podkategorije: row.subcategory_id,
    slug: row.slug,
    naziv: row.name,
    url_slike: row.image_url,
    kolicina: row.stock,
    prodajna_cijena_sa_pdv: regularPrice,
    akcijska_cijena_sa_pdv: salePrice,
    naAkciji: onSale ? 1 : 0,
    trenutna_cijena: salePrice ?? regularPrice,
    label: row.label,
    color: row.label_color,
  };
}

export function toProduct(row: ProductDetailsRow): Product {
  return {
    ...toProductSummary(row),
    kratak_opis: row.short_description,
    kod_proizvoda: row.product_code,
    barkod: row.barcode,
    naziv_proizvodjaca: row.manufacturer_name,
    naziv_kategorije: row.category_name,
    naziv_podkategorije: row.subcategory_name,
    url_kategorije: row.category_slug,
    url_podkategorije: row.subcategory_slug,
    garancija: row.warranty_months,
  };
}
