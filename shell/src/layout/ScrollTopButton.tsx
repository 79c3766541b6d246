import { useTranslation } from '@shop/shared/i18n';
import { ArrowUpIcon, aboveBottomBars } from '@shop/shared/ui';
import { useEffect, useRef, useState } from 'react';
import styles from './ScrollTopButton.module.css';

/** SPEC §9: the button needs the visitor to have scrolled past 20 % of the page. */
const SCROLL_THRESHOLD = 0.2;

/** Appears once the visitor has scrolled past 20 % and then scrolls back up; hides again at the top or going down. */
export function ScrollTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const passedThreshold = useRef(false);
  const lastY = useRef(0);

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      if (scrollable > 0 && y / scrollable > SCROLL_THRESHOLD) passedThreshold.current = true;
      if (y <= 0) passedThreshold.current = false;
      setVisible(passedThreshold.current && y < lastY.current);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      // Above the compare banner and the product page's buy bar, whichever show.
      style={{ bottom: aboveBottomBars('1rem') }}
      aria-label={t('scrollTop.label')}
      data-testid="scroll-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
