/**
 * The section's server state. Under `user`, like the account's data: a sign-out drops it, so the next member of
 * staff never sees the previous one's lists.
 */
export const searchSettingsQueryKeys = {
  synonyms: ['user', 'admin', 'search', 'synonyms'] as const,
  queries: (days: number) => ['user', 'admin', 'search', 'queries', days] as const,
};
