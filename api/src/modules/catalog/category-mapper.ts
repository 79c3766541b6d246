import type { Category } from '@shop/shared/contracts';
import type { Language } from '@shop/shared/i18n/core';
import { inLanguage } from '../../http/language';
import type { CategoryWithSubcategories } from './category-repository';

export function toApiCategory(category: CategoryWithSubcategories, language: Language): Category {
  return {
    id_kategorije: category.id,
    naziv_kategorije: inLanguage(language, category.name, category.name_en),
    url_stranice: category.slug,
    url_slike: category.image_url,
    podkategorije: category.subcategories.map((subcategory) => ({
      id_podkategorije: subcategory.id,
      naziv_podkategorije: inLanguage(language, subcategory.name, subcategory.name_en),
      url_stranice: subcategory.slug,
    })),
  };
}
