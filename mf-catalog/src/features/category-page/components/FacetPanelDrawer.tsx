import { useTranslation } from '@shop/shared/i18n';
import { Drawer, FilterIcon, useMediaQuery } from '@shop/shared/ui';
import { type ComponentProps, useState } from 'react';
import { FacetPanel } from './FacetPanel';
import styles from './FacetPanel.module.css';

/** SPEC §9: the phone layout below 900 px. */
const desktopQuery = '(min-width: 900px)';

/**
 * The filters beside the products on desktop; on phones behind one 'Filteri' button, in a drawer, so the products
 * come first. Each choice applies at once (the listing follows the URL), visible behind the drawer.
 */
export function FacetPanelDrawer(props: ComponentProps<typeof FacetPanel>) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(desktopQuery);
  const [open, setOpen] = useState(false);
  if (desktop) return <FacetPanel {...props} />;

  const active = ['proizvodjac', 'cijena_od', 'akcija', 'na_stanju'].filter((key) => props.searchParams.has(key));
  return (
    <>
      <button
        type="button"
        className={styles.openFilters}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <FilterIcon /> {t('listing.filters')}
        {active.length > 0 && ` (${active.length})`}
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('listing.filters')} testId="filter-drawer">
        <FacetPanel {...props} />
      </Drawer>
    </>
  );
}
