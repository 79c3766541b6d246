/** The section's server state, under `user` so a sign-out drops it. */
export const companyQueryKeys = {
  all: ['user', 'admin', 'companies'] as const,
  list: (search: string, verified: string) => ['user', 'admin', 'companies', 'list', search, verified] as const,
  one: (id: number) => ['user', 'admin', 'companies', 'one', id] as const,
};
