import type { CompareItem } from '@shop/shared/contracts';
import { toProductSummary } from '../products';
import type { CompareRow } from './compare-repository';

export function toCompareItem(row: CompareRow): CompareItem {
  const summary = toProductSummary(row);
  return {
    id_proizvoda: summary.id_proizvoda,
    id_podkategorije: summary.id_podkategorije,
    slug: summary.slug,
    naziv: summary.naziv,
    url_slike: summary.url_slike,
    kolicina: summary.kolicina,
    trenutna_cijena: summary.trenutna_cijena,
    prodajna_cijena_sa_pdv: summary.prodajna_cijena_sa_pdv,
    naAkciji: summary.naAkciji,
    specifikacije: row.specifications.map(({ name, value }) => ({ naziv: name, vrijednost: value })),
  };
}
