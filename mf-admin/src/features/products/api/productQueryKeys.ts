import type { AdminProductListQuery } from '@shop/shared/contracts';

/**
 * The section's server state. Under `user`, like the account's data: a sign-out drops it, so the next member of
 * staff never sees the previous one's lists.
 */
export const productQueryKeys = {
  all: ['user', 'admin', 'products'] as const,
  list: (query: Partial<AdminProductListQuery>) => ['user', 'admin', 'products', 'list', query] as const,
  one: (id: number) => ['user', 'admin', 'products', 'one', id] as const,
  lookups: ['user', 'admin', 'product-lookups'] as const,
};
