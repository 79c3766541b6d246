import type { ListingFacets, SearchFacets } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import styles from './FacetPanel.module.css';
import { chosenIds, type FilterParam, hasFilters, type ParamChanges } from './filterParams';

interface FacetPanelProps {
  /** A category page's facets, or search results' (which add the subcategories found). */
  facets: ListingFacets | SearchFacets;
  searchParams: URLSearchParams;
  update: (changes: ParamChanges) => void;
}

/** Server-side facets with counts; each control writes the URL (the listing follows the URL). */
export function FacetPanel({ facets, searchParams, update }: FacetPanelProps) {
  const { t } = useTranslation();

  function toggle(key: FilterParam, id: number) {
    const next = chosenIds(searchParams, key);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    update({ [key]: [...next].sort((a, b) => a - b).join(',') || undefined });
  }

  const priceFrom = searchParams.get('cijena_od');
  const priceTo = searchParams.get('cijena_do');
  const subcategories = 'podkategorije' in facets ? facets.podkategorije : undefined;
  const chosenSubcategories = chosenIds(searchParams, 'podkategorija');
  const chosenManufacturers = chosenIds(searchParams, 'proizvodjac');

  return (
    <aside className={styles.panel} aria-label={t('listing.filters')}>
      {subcategories && subcategories.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{t('listing.subcategory')}</legend>
          {subcategories.map((subcategory) => (
            <label key={subcategory.id} className={styles.option}>
              <input
                type="checkbox"
                checked={chosenSubcategories.has(subcategory.id)}
                onChange={() => toggle('podkategorija', subcategory.id)}
              />
              {subcategory.naziv} <span className={styles.count}>({subcategory.broj})</span>
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className={styles.group}>
        <legend>{t('listing.manufacturer')}</legend>
        {facets.proizvodjaci.map((manufacturer) => (
          <label key={manufacturer.id} className={styles.option}>
            <input
              type="checkbox"
              checked={chosenManufacturers.has(manufacturer.id)}
              onChange={() => toggle('proizvodjac', manufacturer.id)}
            />
            {manufacturer.naziv} <span className={styles.count}>({manufacturer.broj})</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('listing.price')}</legend>
        {facets.cijene.map((range) => {
          const checked =
            priceFrom === String(range.od) && (priceTo ?? '') === (range.do === null ? '' : String(range.do));
          const label =
            range.do === null
              ? t('listing.priceFrom', { from: range.od })
              : t('listing.priceRange', { from: range.od, to: range.do });
          return (
            <label key={range.od} className={styles.option}>
              <input
                type="checkbox"
                checked={checked}
                disabled={range.broj === 0 && !checked}
                onChange={() =>
                  update(
                    checked
                      ? { cijena_od: undefined, cijena_do: undefined }
                      : { cijena_od: String(range.od), cijena_do: range.do === null ? undefined : String(range.do) },
                  )
                }
              />
              {label} <span className={styles.count}>({range.broj})</span>
            </label>
          );
        })}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('listing.filters')}</legend>
        <label className={styles.option}>
          <input
            type="checkbox"
            checked={searchParams.get('akcija') === '1'}
            onChange={(event) => update({ akcija: event.target.checked ? '1' : undefined })}
          />
          {t('listing.onSale')} <span className={styles.count}>({facets.naAkciji})</span>
        </label>
        <label className={styles.option}>
          <input
            type="checkbox"
            checked={searchParams.get('na_stanju') === '1'}
            onChange={(event) => update({ na_stanju: event.target.checked ? '1' : undefined })}
          />
          {t('listing.inStock')} <span className={styles.count}>({facets.naStanju})</span>
        </label>
      </fieldset>
      {hasFilters(searchParams) && (
        <button
          type="button"
          className={styles.clear}
          onClick={() =>
            update({
              podkategorija: undefined,
              proizvodjac: undefined,
              cijena_od: undefined,
              cijena_do: undefined,
              akcija: undefined,
              na_stanju: undefined,
            })
          }
        >
          {t('listing.clearFilters')}
        </button>
      )}
    </aside>
  );
}
