import type { ModelDef, SubcategoryDef } from './catalog/types';
import type { Random } from './random';

export const MIN_SPECIFICATIONS = 4;
export const MAX_SPECIFICATIONS = 10;

export interface SpecificationPair {
  name: string;
  value: string;
}

export interface ProductConfiguration {
  /** 4–10 pairs in the subcategory's order. */
  specifications: SpecificationPair[];
  /** Values that go into the product name, e.g. ['Intel Core i5-1335U', '16GB', '512GB SSD']. */
  nameParts: string[];
  /** KM above the model's base price for the chosen configuration. */
  extraPriceKm: number;
}

interface Candidate extends SpecificationPair {
  /** Always listed: part of the name, or a fact the model fixes (its diagonal, its GPU). */
  essential: boolean;
  inName: boolean;
  extraPriceKm: number;
}

/** Draws one configuration of `model`: a value per spec, then which of the optional specs to list. */
export function configureProduct(random: Random, subcategory: SubcategoryDef, model: ModelDef): ProductConfiguration {
  const candidates = drawCandidates(random, subcategory, model);
  const essentialCount = candidates.filter((c) => c.essential).length;
  const optional = candidates.filter((c) => !c.essential);
  const wanted = random.int(MIN_SPECIFICATIONS, MAX_SPECIFICATIONS);
  const optionalCount = Math.min(optional.length, Math.max(0, wanted - essentialCount));
  const keptOptional = new Set(random.shuffle(optional).slice(0, optionalCount));
  const kept = candidates.filter((c) => c.essential || keptOptional.has(c)).slice(0, MAX_SPECIFICATIONS);
  return {
    specifications: kept.map(({ name, value }) => ({ name, value })),
    nameParts: kept.filter((c) => c.inName).map((c) => c.value),
    extraPriceKm: kept.reduce((sum, c) => sum + c.extraPriceKm, 0),
  };
}

function drawCandidates(random: Random, subcategory: SubcategoryDef, model: ModelDef): Candidate[] {
  const overrides = model.specs ?? {};
  const candidates: Candidate[] = [];
  for (const option of subcategory.specs) {
    const override = overrides[option.name];
    if (override === null) continue;
    const choices = override === undefined ? option.values : typeof override === 'string' ? [override] : override;
    const index = random.int(0, choices.length - 1);
    candidates.push({
      name: option.name,
      value: choices[index] as string,
      essential: option.inName === true || override !== undefined,
      inName: option.inName === true,
      extraPriceKm: index * (option.priceStep ?? 0),
    });
  }
  // Specs only this model has (not in the subcategory's list) are listed as fixed facts.
  const known = new Set(subcategory.specs.map((option) => option.name));
  for (const [name, override] of Object.entries(overrides)) {
    if (known.has(name) || override === null) continue;
    const value = typeof override === 'string' ? override : random.pick(override);
    candidates.push({ name, value, essential: true, inName: false, extraPriceKm: 0 });
  }
  return candidates;
}
