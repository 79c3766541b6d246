/**
 * The section's server state. Under `user`, like the account's data: a sign-out drops it, so the next member of
 * staff never sees the previous one's lists.
 */
export const promotionQueryKeys = {
  all: ['user', 'admin', 'promotions'] as const,
  list: (search: string) => ['user', 'admin', 'promotions', 'list', search] as const,
  one: (id: number) => ['user', 'admin', 'promotions', 'one', id] as const,
};
