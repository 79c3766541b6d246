import { LinesSkeleton } from '@shop/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A section's list as every section shows it: lines of skeleton while it loads, its error as an alert, then the rows. */
export function QueryResult<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <LinesSkeleton />;
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  return children(query.data);
}
