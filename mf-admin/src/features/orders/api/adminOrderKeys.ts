import type { AdminOrderTab } from '@shop/shared/contracts';

/** The orders section's TanStack Query keys: a transition refreshes everything under `all`. */
export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  list: (query: { status: AdminOrderTab; search: string; page: number }) => ['admin', 'orders', 'list', query] as const,
  detail: (id: number) => ['admin', 'orders', 'detail', id] as const,
};
