import { ApiError, callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Loads `/api/proizvod/:name`. SPEC §4: a 301 answer replaces the URL with the current slug; a 404 goes to
 * /not-found.
 */
export function useProduct(name: string) {
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: queryKeys.product(name),
    queryFn: () => callApi(endpoints.getProduct, { params: { name } }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

  const moved = query.data?.status === 301 ? query.data.slug : undefined;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    if (moved) navigate(`/proizvod/${encodeURIComponent(moved)}`, { replace: true });
    else if (missing) navigate('/not-found', { replace: true });
  }, [moved, missing, navigate]);

  return { product: query.data?.status === 200 ? query.data : undefined, ...query };
}
