import { useTranslation } from '@shop/shared/i18n';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { productQuery } from './productQuery';

/**
 * The product `name` names (filled by the server's prefetch on a server-rendered page). SPEC §4: a 301 answer
 * replaces the URL with the current slug; a 404 is `missing` and goes to /not-found (the server, which cannot
 * redirect to a page it answers 404 for, renders the not-found view in place; the browser then replaces the URL).
 */
export function useProduct(name: string) {
  const navigate = useNavigate();
  const { paths } = useTranslation();
  const query = useQuery(productQuery(name));

  const moved = query.data?.status === 301 ? query.data.slug : undefined;
  const missing = query.data?.status === 404;
  useEffect(() => {
    if (moved) navigate(paths.product(moved), { replace: true });
    else if (missing) navigate(paths.page('notFound'), { replace: true });
  }, [moved, missing, navigate, paths]);

  return {
    product: query.data?.status === 200 ? query.data : undefined,
    missing,
    ...query,
  };
}
