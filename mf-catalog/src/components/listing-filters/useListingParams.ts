import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ParamChanges } from './filterParams';

/**
 * Filters, sort and page live in the URL only. Each change pushes a history entry, so the back button undoes it;
 * any change but the page itself goes back to page 1. Other parameters (the search term) stay as they are.
 */
export function useListingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (changes: ParamChanges) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('stranica' in changes)) next.delete('stranica');
        return next;
      });
    },
    [setSearchParams],
  );
  return { searchParams, update };
}
