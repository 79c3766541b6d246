import { COMPARE_LIMIT } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { productPath, showsCompareBanner, sitePagePath } from '@shop/shared/site';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useClearCompare } from '../../../api/useClearCompare';
import { useCompareList } from '../../../api/useCompareList';
import { useRemoveFromCompare } from '../../../api/useRemoveFromCompare';
import { useWindowWidth } from '../../../hooks/useWindowWidth';
import { truncateName } from '../lib/truncateName';
import styles from './CompareBanner.module.css';

/** The compare list at the bottom of every page (mounted by the shell): 5 slots, 'Uporedi' and 'Ukloni sve'. */
export function CompareBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const width = useWindowWidth();
  const { data: items = [] } = useCompareList();
  const remove = useRemoveFromCompare();
  const clear = useClearCompare();
  const [open, setOpen] = useState(true);

  // It opens again whenever an item is added.
  const previousCount = useRef(items.length);
  useEffect(() => {
    if (items.length > previousCount.current) setOpen(true);
    previousCount.current = items.length;
  }, [items.length]);

  // SPEC §2: not shown where it would be in the way (routes marked `hidesCompareBanner` in the route table).
  const visible = items.length > 0 && showsCompareBanner(pathname);

  // The banner is fixed over the bottom of the page: an equally tall spacer keeps the footer reachable.
  const banner = useRef<HTMLElement>(null);
  const [bannerHeight, setBannerHeight] = useState(0);
  useLayoutEffect(() => {
    const element = banner.current;
    if (!visible || !element) return;
    const observer = new ResizeObserver(() => setBannerHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  if (!visible) return null;

  const slots = Array.from({ length: COMPARE_LIMIT }, (_, index) => items[index]);
  return (
    <>
      <div style={{ height: bannerHeight }} aria-hidden="true" />
      <aside ref={banner} className={styles.banner} aria-label={t('compare.banner')}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="compare-banner-items"
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'compare.collapse' : 'compare.expand')} ({items.length}/{COMPARE_LIMIT})
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
              <Link to={sitePagePath('compare')} className={styles.compare}>
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
