import { computersAndComponents, laptopsAndTablets, monitorsAndPeripherals } from './computers';
import { homeAppliances, other, smartHome, tvAudioVideo } from './home';
import { networking, phonesAndWatches } from './mobile-and-network';
import { accessControl, printersAndScanners, voipPhonesAndPbx } from './office';
import type { CategoryDef, SubcategoryDef } from './types';

/** The 12 shop categories in menu order (the spec's list). */
export const DEMO_CATALOG: readonly CategoryDef[] = [
  computersAndComponents,
  monitorsAndPeripherals,
  laptopsAndTablets,
  phonesAndWatches,
  networking,
  printersAndScanners,
  accessControl,
  voipPhonesAndPbx,
  tvAudioVideo,
  smartHome,
  homeAppliances,
  other,
];

export function categoryImageUrl(categorySlug: string): string {
  return `/slike/kategorije/${categorySlug}.svg`;
}

/** Catalog rows with the ids the seed inserts (1-based, in catalogue order), so products need no DB round trip. */
export interface IndexedSubcategory {
  id: number;
  categoryId: number;
  categorySlug: string;
  position: number;
  def: SubcategoryDef;
}

export interface IndexedCatalog {
  subcategories: readonly IndexedSubcategory[];
  /** Brand names sorted; the manufacturer id is the index + 1. */
  manufacturers: readonly string[];
  manufacturerIds: ReadonlyMap<string, number>;
}

export function indexCatalog(catalog: readonly CategoryDef[] = DEMO_CATALOG): IndexedCatalog {
  const subcategories: IndexedSubcategory[] = [];
  catalog.forEach((category, categoryIndex) => {
    category.subcategories.forEach((def, position) => {
      subcategories.push({
        id: subcategories.length + 1,
        categoryId: categoryIndex + 1,
        categorySlug: category.slug,
        position,
        def,
      });
    });
  });
  const brands = new Set(subcategories.flatMap((sub) => sub.def.models.map((m) => m.brand)));
  // Code-unit order, not localeCompare: the ids must not depend on the ICU build.
  const manufacturers = [...brands].sort();
  return { subcategories, manufacturers, manufacturerIds: new Map(manufacturers.map((name, i) => [name, i + 1])) };
}
