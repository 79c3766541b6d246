/** Query keys for server state every remote may read or invalidate: one list, so a mutation anywhere refreshes all. */
export const queryKeys = {
  user: ['user'] as const,
  cartAmount: ['cartAmount'] as const,
  cart: ['cart'] as const,
  categories: ['categories'] as const,
  product: (name: string) => ['product', name] as const,
};
