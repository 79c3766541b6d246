import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The open section's search term, kept in `?search=` so that a link (the product page's 'Izmijeni') or a reload
 * opens the same filtered list. Typing replaces the history entry instead of adding one per keystroke, and the
 * section's `#hash` stays.
 */
export function useSectionSearch(): [string, (search: string) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search).get('search') ?? '';
  const setSearch = useCallback(
    (next: string) => {
      const params = new URLSearchParams(location.search);
      if (next) params.set('search', next);
      else params.delete('search');
      const query = params.toString();
      navigate({ search: query ? `?${query}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
    },
    [location.search, location.hash, navigate],
  );
  return [search, setSearch];
}
