import { slugify } from '@shop/shared/contracts';
import { demoEan13 } from './ean';
import { hashString, type Random } from './random';

/** Real GS1 country prefixes (Germany, Taiwan, China, Korea, USA/Canada, BiH …); one per brand, for variety. */
const GS1_PREFIXES = [
  '400',
  '401',
  '405',
  '471',
  '480',
  '500',
  '539',
  '690',
  '693',
  '695',
  '760',
  '800',
  '859',
  '880',
  '885',
  '887',
  '888',
  '889',
  '387',
];

export function demoBarcode(brand: string, productIndex: number): string {
  return demoEan13(GS1_PREFIXES[hashString(brand) % GS1_PREFIXES.length] as string, productIndex);
}

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'LEN', 'HP', 'GSK' (G.Skill), 'DEL' (De'Longhi): the brand's first three letters or digits. */
export function brandCode(brand: string): string {
  return slugify(brand).replace(/-/g, '').slice(0, 3).toUpperCase();
}

/** Hands out unique slugs and product codes within one seed run. */
export class UniqueIdentifiers {
  private readonly slugs = new Set<string>();
  /** The next suffix to try per base slug: a name repeated 1 000 times must not rescan 1 000 suffixes each time. */
  private readonly nextSuffix = new Map<string, number>();
  private readonly productCodes = new Set<string>();

  /** The name's slug, or with '-2', '-3' … when another product already has it (same model and configuration). */
  slugFor(name: string): string {
    const base = slugify(name);
    let slug = base;
    let suffix = this.nextSuffix.get(base) ?? 2;
    while (this.slugs.has(slug)) slug = `${base}-${suffix++}`;
    this.nextSuffix.set(base, suffix);
    this.slugs.add(slug);
    return slug;
  }

  /** A manufacturer-style part number such as 'LEN-21JK0083SC', drawn again on the rare collision. */
  productCodeFor(brand: string, random: Random): string {
    let code: string;
    do {
      code = `${brandCode(brand)}-${random.string(DIGITS, 2)}${random.string(LETTERS, 2)}${random.string(DIGITS, 4)}${random.string(LETTERS, 2)}`;
    } while (this.productCodes.has(code));
    this.productCodes.add(code);
    return code;
  }
}
