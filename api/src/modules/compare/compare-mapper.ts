import type { CompareItem } from '@shop/shared/contracts';
import type { Language } from '@shop/shared/i18n/core';
import { toProductSummary, toSpecification } from '../products';
import type { CompareRow } from './compare-repository';

export function toCompareItem(row: CompareRow, language: Language): CompareItem {
  const summary = toProductSummary(row, language);
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
    specifikacije: row.specifications.map((specification) => toSpecification(specification, language)),
  };
}
