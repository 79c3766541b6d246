import type { Category } from '@shop/shared/contracts';
import type { CategoryWithSubcategories } from './category-repository';

export function toApiCategory(category: CategoryWithSubcategories): Category {
  return {
    id_kategorije: category.id,
    naziv_kategorije: category.name,
    url_stranice: category.slug,
    url_slike: category.image_url,
    podkategorije: category.subcategories.map((subcategory) => ({
      id_podkategorije: subcategory.id,
      naziv_podkategorije: subcategory.name,
      url_stranice: subcategory.slug,
    })),
  };
}
