import { ApiError, callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import type { Language } from '@shop/shared/i18n';
import { sitePaths } from '@shop/shared/site';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The product a `/<slug>-loyalty` page is about, through the product endpoint (no slug: the programme page). As on the
 * product page, a former slug moves the address to the current one and an unknown product goes to not-found.
 */
export function useLoyaltyProduct(slug: string | undefined, language: Language) {
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: queryKeys.product(slug ?? ''),
    queryFn: () => callApi(endpoints.getProduct, { params: { name: slug ?? '' } }),
    enabled: slug !== undefined,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const moved = query.data?.status === 301 ? query.data.slug : undefined;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    if (moved) navigate(sitePaths(language).loyalty(moved), { replace: true });
    else if (missing) navigate(sitePaths(language).page('notFound'), { replace: true });
  }, [moved, missing, navigate, language]);
  return { product: query.data?.status === 200 ? query.data.product : undefined, ...query };
}
