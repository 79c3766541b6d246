import type { ListingFacets, ListingParam } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import styles from './FacetPanel.module.css';

interface FacetPanelProps {
  facets: ListingFacets;
  searchParams: URLSearchParams;
  selectedManufacturers: Set<number>;
  update: (changes: Partial<Record<ListingParam, string | undefined>>) => void;
}

/** Server-side facets with counts; each control writes the URL (the listing follows the URL). */
export function FacetPanel({ facets, searchParams, selectedManufacturers, update }: FacetPanelProps) {
  const { t } = useTranslation();

  function toggleManufacturer(id: number) {
    const next = new Set(selectedManufacturers);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    update({ proizvodjac: [...next].sort((a, b) => a - b).join(',') || undefined });
  }

  const priceFrom = searchParams.get('cijena_od');
  const priceTo = searchParams.get('cijena_do');
  const hasFilters = ['proizvodjac', 'cijena_od', 'cijena_do', 'akcija', 'na_stanju'].some((key) =>
    searchParams.has(key),
  );

  return (
    <aside className={styles.panel} aria-label={t('listing.filters')}>
      <fieldset className={styles.group}>
        <legend>{t('listing.manufacturer')}</legend>
        {facets.proizvodjaci.map((manufacturer) => (
          <label key={manufacturer.id} className={styles.option}>
            <input
              type="checkbox"
              checked={selectedManufacturers.has(manufacturer.id)}
              onChange={() => toggleManufacturer(manufacturer.id)}
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
      {hasFilters && (
        <button
          type="button"
          className={styles.clear}
          onClick={() =>
            update({
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
