/** The demo catalogue as plain data: categories → subcategories → models, plus the specs each product draws. */

/** Which drawing the seed draws for a product's pictures (see demo/images). */
export type IllustrationKind =
  | 'laptop'
  | 'tablet'
  | 'desktop'
  | 'graphics-card'
  | 'chip'
  | 'memory'
  | 'drive'
  | 'monitor'
  | 'keyboard'
  | 'mouse'
  | 'headset'
  | 'phone'
  | 'watch'
  | 'charger'
  | 'bag'
  | 'router'
  | 'switch'
  | 'access-point'
  | 'cable'
  | 'printer'
  | 'scanner'
  | 'ink'
  | 'card-reader'
  | 'lock'
  | 'desk-phone'
  | 'tv'
  | 'speaker'
  | 'soundbar'
  | 'projector'
  | 'bulb'
  | 'smart-plug'
  | 'camera'
  | 'sensor'
  | 'washer'
  | 'fridge'
  | 'vacuum'
  | 'coffee'
  | 'ups'
  | 'software';

export type WarrantyMonths = 12 | 24 | 36 | 72;

/** One specification a product of the subcategory can have, with the values it draws from. */
export interface SpecOption {
  /** Serbian name shown in the specifications table, e.g. 'RAM memorija'. */
  name: string;
  /** Ordered cheapest first when `priceStep` is set. */
  values: readonly string[];
  /** KM added for each step along `values`, e.g. 8GB → 16GB → 32GB. */
  priceStep?: number;
  /** Appended to the product name, e.g. a laptop's processor, RAM and SSD. */
  inName?: boolean;
}

/**
 * Spec values fixed for one model (a string), narrowed to the choices it really ships with (a list), or `null`
 * where the subcategory's spec does not apply (a wired mouse has no battery).
 */
export type ModelSpecs = Readonly<Record<string, string | readonly string[] | null>>;

export interface ModelDef {
  brand: string;
  /** Without the brand, e.g. 'ThinkPad E14 Gen 5'. */
  model: string;
  /** Regular price in KM (VAT included) of the cheapest configuration. */
  priceKm: number;
  specs?: ModelSpecs;
}

export interface SubcategoryDef {
  slug: string;
  name: string;
  kind: IllustrationKind;
  /** What one product is, for the short description, e.g. 'poslovni laptop'. */
  noun: string;
  /**
   * What shoppers call these products, in Serbian (Croatian and Bosnian variants too) and English: the seed stores them
   * as one synonym group of the search (staff edit it in the admin panel, #Pretraga).
   */
  synonyms: readonly string[];
  /** Drawn with equal weight; list a value twice to make it more common. */
  warranties: readonly WarrantyMonths[];
  specs: readonly SpecOption[];
  models: readonly ModelDef[];
}

export interface CategoryDef {
  /** The spec's slug, kept exactly (diacritics and commas included). */
  slug: string;
  name: string;
  subcategories: readonly SubcategoryDef[];
}

/** Shorthand for a model row: `model('Lenovo', 'ThinkPad E14 Gen 5', 1499, { Procesor: [...] })`. */
export function model(brand: string, name: string, priceKm: number, specs?: ModelSpecs): ModelDef {
  return specs ? { brand, model: name, priceKm, specs } : { brand, model: name, priceKm };
}
