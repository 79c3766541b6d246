import { productPath } from '@shop/shared/site';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { productQuery } from './productQuery';

/**
 * The product `name` names (filled by the server's prefetch on a server-rendered page). SPEC §4: a 301 answer
 * replaces the URL with the current slug; a 404 is `missing` (the page shows its not-found view in place).
 */
export function useProduct(name: string) {
  const navigate = useNavigate();
  const query = useQuery(productQuery(name));

  const moved = query.data?.status === 301 ? query.data.slug : undefined;
  useEffect(() => {
    if (moved) navigate(productPath(moved), { replace: true });
  }, [moved, navigate]);

  return {
    product: query.data?.status === 200 ? query.data : undefined,
    missing: query.data?.status === 404,
    ...query,
  };
}
