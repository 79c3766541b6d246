import { COMPARE_LIMIT } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { showsCompareBanner } from '@shop/shared/site';
import { useCompareList } from '@shop/shared/state';
import { BOTTOM_BAR_HEIGHT_VARS, buttonClassName } from '@shop/shared/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useClearCompare } from '../../../api/useClearCompare';
import { useRemoveFromCompare } from '../../../api/useRemoveFromCompare';
import { useWindowWidth } from '../../../hooks/useWindowWidth';
import { useRememberedCollapse } from '../hooks/useRememberedCollapse';
import { truncateName } from '../lib/truncateName';
import styles from './CompareBanner.module.css';

/** SPEC §9: the phone layout below 900 px. */
const PHONE_MAX_WIDTH = 899;

/**
 * The compare list at the bottom of every page but /uporedi and /admin-panel (SPEC §2; mounted by the shell): the 5
 * slots, 'Uporedi' and 'Ukloni sve'. It opens when an item is added and can be collapsed (remembered across reloads).
 * On phones the slots sit in one row that scrolls sideways, so the open banner covers at most a quarter of the screen.
 */
export function CompareBanner() {
  const { t, paths } = useTranslation();
  const { pathname } = useLocation();
  const width = useWindowWidth();
  const phone = width !== undefined && width <= PHONE_MAX_WIDTH;
  const { data } = useCompareList();
  const items = data ?? [];
  const remove = useRemoveFromCompare();
  const clear = useClearCompare();
  const [collapsed, setCollapsed] = useRememberedCollapse(false);
  const open = !collapsed;

  // It opens again whenever an item is added (not when the list merely loads after a reload).
  const previousCount = useRef<number | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new item only, not to the setter
  useEffect(() => {
    if (!data) return;
    if (previousCount.current !== undefined && data.length > previousCount.current) setCollapsed(false);
    previousCount.current = data.length;
  }, [data]);

  // SPEC §2: not shown where it would be in the way (routes marked `hidesCompareBanner` in the route table). Nor
  // before the window's width is known (a server render, hydration): the banner is fixed, so appearing moves nothing.
  const visible = items.length > 0 && showsCompareBanner(pathname) && width !== undefined;

  // The banner is fixed over the bottom of the page: a spacer as tall as the banner keeps the footer reachable, the
  // page's root carries its height for other things fixed at the bottom, and a field focused (or a link followed)
  // scrolls clear of it.
  const banner = useRef<HTMLElement>(null);
  const [reservedHeight, setReservedHeight] = useState(0);
  useLayoutEffect(() => {
    const element = banner.current;
    if (!visible || !element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      setReservedHeight(element.offsetHeight);
      root.setProperty(BOTTOM_BAR_HEIGHT_VARS.compareBanner, `${element.offsetHeight}px`);
      root.setProperty('scroll-padding-bottom', `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(BOTTOM_BAR_HEIGHT_VARS.compareBanner);
      root.removeProperty('scroll-padding-bottom');
    };
  }, [visible]);

  if (!visible) return null;

  // The 5 slots, empty ones too (SPEC §2).
  const slots = Array.from({ length: COMPARE_LIMIT }, (_, index) => items[index]);
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
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="compare-banner-items"
          onClick={() => setCollapsed(open)}
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
                    <Link to={paths.product(item.slug)} title={item.naziv}>
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
              <Link to={paths.page('compare')} className={buttonClassName('primary')}>
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
