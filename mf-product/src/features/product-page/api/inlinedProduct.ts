import type { ProductResponse } from '@shop/shared/contracts';

/** Written by the server into /proizvod/* pages (api/src/seo-product): the product answer, no round trip needed. */
const INLINE_PRODUCT_ID = 'shop-product-data';

/**
 * The answer the server inlined for `name`, once: the element is removed after reading, so later client-side
 * navigations always ask the API.
 */
export function takeInlinedProduct(name: string): ProductResponse | undefined {
  const element = document.getElementById(INLINE_PRODUCT_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    const answer = JSON.parse(element.textContent) as ProductResponse;
    return answer.slug === name ? answer : undefined;
  } catch {
    return undefined;
  }
}
