import { DEMO_CATALOG } from '../../db/seed/catalog';
import { slugify } from '../../db/seed/slug';
import type { DrawingKind } from './drawings';

export interface ProductIdentity {
  brand: string;
  model: string;
  kind: DrawingKind;
}

interface KnownModel extends ProductIdentity {
  slugPrefix: string;
}

/** Every catalogue model by the slug its products start with, longest first so 'galaxy-tab-a9' beats 'galaxy'. */
const KNOWN_MODELS: readonly KnownModel[] = DEMO_CATALOG.flatMap((category) =>
  category.subcategories.flatMap((subcategory) =>
    subcategory.models.map((model) => ({
      slugPrefix: slugify(`${model.brand} ${model.model}`),
      brand: model.brand,
      model: model.model,
      kind: subcategory.kind,
    })),
  ),
).sort((a, b) => b.slugPrefix.length - a.slugPrefix.length);

/**
 * Brand, model and drawing from the slug alone (no database round trip): demo slugs start with the model's slug.
 * Any other slug gets a generic box captioned with its own words.
 */
export function identifyProduct(slug: string): ProductIdentity {
  const known = KNOWN_MODELS.find((model) => slug === model.slugPrefix || slug.startsWith(`${model.slugPrefix}-`));
  if (known) return { brand: known.brand, model: known.model, kind: known.kind };
  const [first = '', ...rest] = slug.split('-');
  return { brand: first.charAt(0).toUpperCase() + first.slice(1), model: rest.join(' '), kind: 'box' };
}
