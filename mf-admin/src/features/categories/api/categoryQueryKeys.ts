/**
 * The section's server state. Under `user`, like the account's data: a sign-out drops it, so the next member of
 * staff never sees the previous one's lists.
 */
export const categoryQueryKeys = {
  tree: ['user', 'admin', 'categories'] as const,
};
