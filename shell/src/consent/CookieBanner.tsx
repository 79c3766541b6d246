import {
  COOKIE_BANNER_DELAY_MS,
  chooseCookieConsent,
  useCookieBannerReopened,
  useCookieConsent,
} from '@shop/shared/analytics';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styles from './CookieBanner.module.css';

/** SPEC §4: with no stored choice the banner appears after 2 s; the footer's link reopens it at once. */
export function CookieBanner() {
  const { t, paths } = useTranslation();
  const consent = useCookieConsent();
  const reopened = useCookieBannerReopened();
  const [delayPassed, setDelayPassed] = useState(false);
  const firstButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (consent) return;
    const timer = window.setTimeout(() => setDelayPassed(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [consent]);

  const visible = reopened || (!consent && delayPassed);
  useEffect(() => {
    if (reopened) firstButton.current?.focus();
  }, [reopened]);

  if (!visible) return null;
  return (
    <section className={styles.banner} role="dialog" aria-labelledby="cookie-banner-title" data-testid="cookie-banner">
      <div className={styles.text}>
        <h2 id="cookie-banner-title" className={styles.title}>
          {t('cookies.title')}
        </h2>
        <p>
          {t('cookies.text')} <Link to={paths.page('cookies')}>{t('cookies.more')}</Link>
        </p>
      </div>
      <div className={styles.buttons}>
        <Button ref={firstButton} variant="secondary" onClick={() => chooseCookieConsent('necessary')}>
          {t('cookies.acceptNecessary')}
        </Button>
        <Button variant="primary" onClick={() => chooseCookieConsent('all')}>
          {t('cookies.acceptAll')}
        </Button>
      </div>
    </section>
  );
}
