import type { SEARCH_SORTS } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';

/** Every sort a listing offers (search results add relevance to the category page's). */
type SortName = (typeof SEARCH_SORTS)[number];

/** The listing's sort, as the URL's `sort` (each option's text is `listing.sort.<value>`). */
export function SortSelect<S extends SortName>({
  sorts,
  value,
  onChange,
}: {
  sorts: readonly S[];
  value: S;
  onChange: (sort: S) => void;
}) {
  const { t } = useTranslation();
  return (
    <label>
      {t('listing.sort')}{' '}
      <select value={value} onChange={(event) => onChange(event.target.value as S)}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`listing.sort.${sort as SortName}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
