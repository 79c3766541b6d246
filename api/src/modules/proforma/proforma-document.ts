import { SHIPPING_FEE_MINOR, type TotalsMinor, totalsMinor } from '@shop/shared/contracts';
import { type Language, translate } from '@shop/shared/i18n/core';

interface PricedLine {
  name: string;
  quantity: number;
  unitPriceMinor: number;
}

/**
 * A pro-forma's sums are the cart's: the products plus delivery (issue 25: the PDF said 6.129,60 KM where the cart
 * said 6.139,60), so the document a bank pays against is what the shop charges.
 */
export function proformaTotals(lines: PricedLine[]): TotalsMinor {
  return totalsMinor(lines, true);
}

/**
 * The document's lines: the products, then delivery as a line of its own (named in `language`), so the lines add up
 * to the total.
 */
export function proformaDocumentLines(lines: PricedLine[], language: Language): PricedLine[] {
  return [...lines, { name: translate(language, 'cart.shipping'), quantity: 1, unitPriceMinor: SHIPPING_FEE_MINOR }];
}
