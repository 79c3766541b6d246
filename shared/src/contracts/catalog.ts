import { z } from 'zod';
import { Money } from './common';

export const Subcategory = z.object({
  id_podkategorije: z.number().int(),
  naziv_podkategorije: z.string(),
  url_stranice: z.string(),
});
export type Subcategory = z.infer<typeof Subcategory>;

export const Category = z.object({
  id_kategorije: z.number().int(),
  naziv_kategorije: z.string(),
  /** The spec's slug, e.g. `televizori,-audio,-video`; links replace spaces by hyphens. */
  url_stranice: z.string(),
  url_slike: z.string(),
  podkategorije: z.array(Subcategory),
});
export type Category = z.infer<typeof Category>;

/** What a product card, a search suggestion or a compare slot needs. */
export const ProductSummary = z.object({
  id_proizvoda: z.number().int(),
  id_podkategorije: z.number().int(),
  slug: z.string(),
  naziv: z.string(),
  url_slike: z.string(),
  kolicina: z.number().int(),
  prodajna_cijena_sa_pdv: Money,
  akcijska_cijena_sa_pdv: Money.nullable(),
  naAkciji: z.union([z.literal(0), z.literal(1)]),
  /** The price the shopper pays now: the sale price when on sale, else the regular one. */
  trenutna_cijena: Money,
  label: z.string().nullable(),
  color: z.string().nullable(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

export const Product = ProductSummary.extend({
  kratak_opis: z.string(),
  kod_proizvoda: z.string(),
  barkod: z.string(),
  naziv_proizvodjaca: z.string(),
  naziv_kategorije: z.string(),
  naziv_podkategorije: z.string(),
  url_kategorije: z.string(),
  url_podkategorije: z.string(),
  /** Warranty in months. */
  garancija: z.number().int(),
});
export type Product = z.infer<typeof Product>;

export const ProductImage = z.object({ url_slike: z.string() });
export const SpecificationPair = z.object({ naziv: z.string(), vrijednost: z.string() });

export const ProductFound = z.object({
  status: z.literal(200),
  slug: z.string(),
  product: Product,
  images: z.array(ProductImage),
  description: z.array(SpecificationPair),
  recommendedProducts: z.array(ProductSummary),
});
/** The name given was a former slug or the product's name: the client replaces the URL with `slug`. */
export const ProductMoved = z.object({ status: z.literal(301), slug: z.string() });
export const ProductResponse = z.discriminatedUnion('status', [ProductFound, ProductMoved]);
export type ProductResponse = z.infer<typeof ProductResponse>;

export const ProductParams = z.object({ name: z.string().trim().min(1).max(300) });
