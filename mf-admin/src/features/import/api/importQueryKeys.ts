/** Under `['user', 'admin']` like the panel's other queries (dropped on sign-out with the user's data). */
export const importQueryKeys = {
  current: ['user', 'admin', 'import', 'current'] as const,
  job: (id: number) => ['user', 'admin', 'import', 'job', id] as const,
};
