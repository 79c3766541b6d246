/** The section's server state, under `user` so a sign-out drops it. */
export const priceListQueryKeys = {
  all: ['user', 'admin', 'price-lists'] as const,
  list: (search: string, state: string) => ['user', 'admin', 'price-lists', 'list', search, state] as const,
  one: (id: number) => ['user', 'admin', 'price-lists', 'one', id] as const,
  options: ['user', 'admin', 'price-lists', 'options'] as const,
};
