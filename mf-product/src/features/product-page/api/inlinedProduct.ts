import { INLINED_PRODUCT_SCRIPT_ID, type ProductResponse } from '@shop/shared/contracts';

/**
 * The answer the server inlined for `name`, once: the element is removed after reading, so later client-side
 * navigations always ask the API.
 */
export function takeInlinedProduct(name: string): ProductResponse | undefined {
  const element = document.getElementById(INLINED_PRODUCT_SCRIPT_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    const answer = JSON.parse(element.textContent) as ProductResponse;
    return answer.slug === name ? answer : undefined;
  } catch {
    return undefined;
  }
}
