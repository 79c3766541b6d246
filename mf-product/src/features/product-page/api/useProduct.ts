import { ApiError, callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { productPath, sitePagePath } from '@shop/shared/site';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { takeInlinedProduct } from './inlinedProduct';

/** As long as the server caches the answer: stock and prices are never older than this on screen. */
const PRODUCT_STALE_MS = 10_000;

/**
 * Loads `/api/proizvod/:name` (or takes the answer the server inlined into the page). SPEC §4: a 301 answer
 * replaces the URL with the current slug; a 404 goes to /not-found.
 */
export function useProduct(name: string) {
  const navigate = useNavigate();
  const [inlined] = useState(() => takeInlinedProduct(name));
  const query = useQuery({
    queryKey: queryKeys.product(name),
    queryFn: () => callApi(endpoints.getProduct, { params: { name } }),
    initialData: inlined,
    staleTime: PRODUCT_STALE_MS,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

  const moved = query.data?.status === 301 ? query.data.slug : undefined;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    if (moved) navigate(productPath(moved), { replace: true });
    else if (missing) navigate(sitePagePath('notFound'), { replace: true });
  }, [moved, missing, navigate]);

  return { product: query.data?.status === 200 ? query.data : undefined, ...query };
}
