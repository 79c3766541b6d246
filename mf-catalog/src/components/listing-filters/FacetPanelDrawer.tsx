import { useTranslation } from '@shop/shared/i18n';
import { Drawer, FilterIcon, useMediaQuery } from '@shop/shared/ui';
import { type ComponentProps, useState } from 'react';
import { FacetPanel } from './FacetPanel';
import styles from './FacetPanel.module.css';
import { FILTER_PARAMS } from './filterParams';

/** SPEC §9: the phone layout below 900 px (the same width as the media query in FacetPanel.module.css). */
const desktopQuery = '(min-width: 900px)';

/**
 * The filters beside the products on desktop; on phones behind one 'Filteri' button, in a drawer, so the products
 * come first. Each choice applies at once (the listing follows the URL), visible behind the drawer. CSS picks the
 * variant, so the server's HTML shows the right one at first paint on any screen and nothing moves on hydration;
 * the media query in JS only closes a drawer left open when the window grows to desktop width.
 */
export function FacetPanelDrawer(props: ComponentProps<typeof FacetPanel>) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(desktopQuery);
  const [open, setOpen] = useState(false);
  // The price is one filter (from and to); the others one key each.
  const active = FILTER_PARAMS.filter((key) => key !== 'cijena_do' && props.searchParams.has(key));

  return (
    <div>
      <div className={styles.besideProducts}>
        <FacetPanel {...props} />
      </div>
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
      <Drawer
        open={open && !desktop}
        onClose={() => setOpen(false)}
        title={t('listing.filters')}
        testId="filter-drawer"
      >
        <FacetPanel {...props} />
      </Drawer>
    </div>
  );
}
