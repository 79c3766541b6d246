import { COMPARE_LIMIT } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { productPath, showsCompareBanner, sitePagePath } from '@shop/shared/site';
import { buttonClassName } from '@shop/shared/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useClearCompare } from '../../../api/useClearCompare';
import { useCompareList } from '../../../api/useCompareList';
import { useRemoveFromCompare } from '../../../api/useRemoveFromCompare';
import { useWindowWidth } from '../../../hooks/useWindowWidth';
import { useRememberedCollapse } from '../hooks/useRememberedCollapse';
import { truncateName } from '../lib/truncateName';
import styles from './CompareBanner.module.css';

/** SPEC §9: the phone layout below 900 px. */
const PHONE_MAX_WIDTH = 899;

/**
 * The compare list at the bottom of every page (mounted by the shell). On desktop: 5 slots, 'Uporedi' and 'Ukloni
 * sve', collapsible. On phones: a small bar with the count that opens the list on demand, so it never covers half of
 * the page. A collapse is remembered across reloads.
 */
export function CompareBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const width = useWindowWidth();
  const phone = width !== undefined && width <= PHONE_MAX_WIDTH;
  const { data } = useCompareList();
  const items = data ?? [];
  const remove = useRemoveFromCompare();
  const clear = useClearCompare();
  const [collapsed, setCollapsed] = useRememberedCollapse(false);
  // On phones the list is opened on demand only, never restored open by a reload.
  const [phoneOpen, setPhoneOpen] = useState(false);
  const open = phone ? phoneOpen : !collapsed;
  const setOpen = (value: boolean) => {
    setCollapsed(!value);
    setPhoneOpen(value);
  };

  // On desktop it opens again whenever an item is added (not when the list merely loads after a reload).
  const previousCount = useRef<number | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new item only, not to the width or setter
  useEffect(() => {
    if (!data) return;
    if (previousCount.current !== undefined && data.length > previousCount.current && !phone) setOpen(true);
    previousCount.current = data.length;
  }, [data]);

  // SPEC §2: not shown where it would be in the way (routes marked `hidesCompareBanner` in the route table). Nor
  // before the window's width is known (a server render, hydration): the banner is fixed, so appearing moves nothing.
  const visible = items.length > 0 && showsCompareBanner(pathname) && width !== undefined;

  // The banner is fixed over the bottom of the page: a spacer as tall as its bar keeps the footer reachable. On
  // phones the opened list overlays the page instead of pushing it.
  const banner = useRef<HTMLElement>(null);
  const bar = useRef<HTMLButtonElement>(null);
  const [reservedHeight, setReservedHeight] = useState(0);
  useLayoutEffect(() => {
    const element = phone ? bar.current : banner.current;
    if (!visible || !element) return;
    const observer = new ResizeObserver(() => setReservedHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, phone]);

  if (!visible) return null;

  // Desktop shows the 5 slots (empty ones too); a phone lists only what is compared, one per row.
  const slots = phone ? items : Array.from({ length: COMPARE_LIMIT }, (_, index) => items[index]);
  const toggleLabel = `${t(open ? 'compare.collapse' : 'compare.expand')} (${items.length}/${COMPARE_LIMIT})`;
  return (
    <>
      <div style={{ height: reservedHeight }} aria-hidden="true" />
      <aside
        ref={banner}
        className={phone ? `${styles.banner} ${styles.phone}` : styles.banner}
        aria-label={t('compare.banner')}
        data-testid="compare-banner"
      >
        <button
          ref={bar}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="compare-banner-items"
          onClick={() => setOpen(!open)}
        >
          {toggleLabel}
        </button>
        {open && (
          <div className={styles.content} id="compare-banner-items">
            <ol className={styles.slots}>
              {slots.map((item, index) =>
                item ? (
                  <li key={item.id_proizvoda} className={styles.slot}>
                    <img src={item.url_slike} alt="" width={48} height={48} loading="lazy" />
                    <Link to={productPath(item.slug)} title={item.naziv}>
                      {truncateName(item.naziv, width)}
                    </Link>
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={t('compare.remove', { name: item.naziv })}
                      onClick={() =>
                        remove.mutate({ id_proizvoda: item.id_proizvoda, id_podkategorije: item.id_podkategorije })
                      }
                    >
                      ×
                    </button>
                  </li>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have nothing but their position
                  <li key={`empty-${index}`} className={`${styles.slot} ${styles.empty}`}>
                    {t('compare.emptySlot')}
                  </li>
                ),
              )}
            </ol>
            <div className={styles.actions}>
              <Link to={sitePagePath('compare')} className={buttonClassName('primary')}>
                {t('compare.open')}
              </Link>
              <button type="button" className={styles.clear} onClick={() => clear.mutate()}>
                {t('compare.removeAll')}
              </button>
            </div>
          </div>
        )}
      </aside>
    </>
  );
}
