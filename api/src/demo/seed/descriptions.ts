import type { Random } from './random';
import type { SpecificationPair } from './specifications';

const CLOSINGS = [
  'Pouzdan izbor za kućnu i poslovnu upotrebu.',
  'Odličan omjer cijene i kvaliteta uz zvaničnu garanciju.',
  'Isporuka na teritoriji cijele BiH za 2-5 dana.',
  'Servis i podrška u našem servisnom centru.',
  'Moguća kupovina na rate.',
  'Za pravna lica na upit šaljemo predračun.',
] as const;

/** e.g. 'Laptop Lenovo ThinkPad E14 Gen 5. Procesor: Intel Core i5-1335U; RAM memorija: 16GB. Moguća kupovina na rate.' */
export function shortDescription(
  random: Random,
  noun: string,
  brandAndModel: string,
  specifications: readonly SpecificationPair[],
): string {
  const highlights = specifications
    .slice(0, 2)
    .map((pair) => `${pair.name}: ${pair.value}`)
    .join('; ');
  const closings = random.shuffle(CLOSINGS).slice(0, random.int(1, 2));
  return [`${capitalize(noun)} ${brandAndModel}.`, `${highlights}.`, ...closings].join(' ');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
