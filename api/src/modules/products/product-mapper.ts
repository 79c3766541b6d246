import type { Product, ProductSummary } from '@shop/shared/contracts';
import type { Language } from '@shop/shared/i18n/core';
import { inLanguage } from '../../http/language';
import { feningaToKm } from '../../lib/money';
import type { ProductDetailsRow, ProductSummaryRow, SpecificationRow } from './product-repository';

export function toProductSummary(row: ProductSummaryRow, language: Language): ProductSummary {
  // A sale price only counts while the product is flagged as on sale.
  const onSale = row.on_sale === 1 && row.sale_price_minor !== null;
  const salePrice = onSale && row.sale_price_minor !== null ? feningaToKm(row.sale_price_minor) : null;
  const regularPrice = feningaToKm(row.price_minor);
  return {
    id_proizvoda: row.id,
    id_podkategorije: row.subcategory_id,
    slug: row.slug,
    naziv: inLanguage(language, row.name, row.name_en),
    url_slike: row.image_url,
    kolicina: row.stock,
    prodajna_cijena_sa_pdv: regularPrice,
    akcijska_cijena_sa_pdv: salePrice,
    naAkciji: onSale ? 1 : 0,
    trenutna_cijena: salePrice ?? regularPrice,
    label: row.label === null ? null : inLanguage(language, row.label, row.label_en),
    color: row.label_color,
  };
}

/** `rows.map(summariesIn(language))`: product cards in one language. */
export const summariesIn =
  (language: Language) =>
  (row: ProductSummaryRow): ProductSummary =>
    toProductSummary(row, language);

export function toProduct(row: ProductDetailsRow, language: Language): Product {
  return {
    ...toProductSummary(row, language),
    kratak_opis: inLanguage(language, row.short_description, row.short_description_en),
    kod_proizvoda: row.product_code,
    barkod: row.barcode,
    naziv_proizvodjaca: row.manufacturer_name,
    naziv_kategorije: inLanguage(language, row.category_name, row.category_name_en),
    naziv_podkategorije: inLanguage(language, row.subcategory_name, row.subcategory_name_en),
    url_kategorije: row.category_slug,
    url_podkategorije: row.subcategory_slug,
    garancija: row.warranty_months,
  };
}

export function toSpecification(row: SpecificationRow, language: Language): { naziv: string; vrijednost: string } {
  return {
    naziv: inLanguage(language, row.name, row.name_en),
    vrijednost: inLanguage(language, row.value, row.value_en),
  };
}
