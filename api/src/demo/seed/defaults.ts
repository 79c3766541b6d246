/** Products in a default demo shop: about eight per subcategory. */
export const DEFAULT_PRODUCT_COUNT = 360;
