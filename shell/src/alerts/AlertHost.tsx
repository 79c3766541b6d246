import { ALERT_DEFAULT_MS, clearAlert, useCurrentAlert, WAIT_ALERT_MAX_MS } from '@shop/shared/alerts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styles from './AlertHost.module.css';

/** Where the site's sticky header ends: a desktop alert sits just below it, clear of the cart and the user menu. */
function useHeaderBottom(alertShown: boolean): number {
  const [bottom, setBottom] = useState(0);
  useLayoutEffect(() => {
    if (!alertShown) return;
    setBottom(Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0));
  }, [alertShown]);
  return bottom;
}

/**
 * Renders the one alert of the site (SPEC §4): timed alerts close themselves, confirm alerts wait for OK. A timed
 * alert waits while the pointer or the focus is on it, so its link can be followed. On desktop it shows at the
 * top right below the header; on phones at the bottom, clear of the header's cart and of a dialog's title bar.
 */
export function AlertHost() {
  const alert = useCurrentAlert();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const okButton = useRef<HTMLButtonElement>(null);
  const [held, setHeld] = useState(false);
  const headerBottom = useHeaderBottom(alert !== null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new alert starts unheld
  useEffect(() => setHeld(false), [alert]);

  useEffect(() => {
    if (!alert || alert.confirm || held) return;
    const time = alert.type === 'wait' ? Math.min(alert.time ?? WAIT_ALERT_MAX_MS, WAIT_ALERT_MAX_MS) : alert.time;
    const timer = window.setTimeout(() => {
      clearAlert();
      if (alert.redirect) navigate(alert.redirect);
    }, time ?? ALERT_DEFAULT_MS);
    return () => window.clearTimeout(timer);
  }, [alert, navigate, held]);

  // A confirm alert blocks scrolling and every key but the ones that reach and press OK.
  useEffect(() => {
    if (!alert?.confirm) return;
    okButton.current?.focus();
    const blockKeys = (event: KeyboardEvent) => {
      if (event.target === okButton.current && (event.key === 'Enter' || event.key === ' ')) return;
      event.preventDefault();
      event.stopPropagation();
      // Focus stays on OK: Tab must not leave the visitor outside the dialog with every key blocked.
      okButton.current?.focus();
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', blockKeys, true);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', blockKeys, true);
    };
  }, [alert]);

  if (!alert) return null;
  const message = alert.type === 'wait' ? t('common.wait') : alert.message;
  const closeConfirm = () => {
    clearAlert();
    if (alert.redirect) navigate(alert.redirect);
  };

  return (
    <div
      className={alert.confirm ? styles.backdrop : styles.corner}
      style={{ '--alert-top': `${headerBottom}px` } as CSSProperties}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: it has a role (status, alert or alertdialog) from the spread below */}
      <div
        className={`${styles.alert} ${styles[alert.type]}`}
        {...(alert.confirm
          ? { role: 'alertdialog', 'aria-modal': true, 'aria-label': message }
          : { role: alert.type === 'error' ? 'alert' : 'status' })}
        data-alert-type={alert.type}
        data-alert-confirm={alert.confirm ? '' : undefined}
        // Held by a mouse moved onto it: not by one that merely rests where the alert appeared (a click's spot).
        onPointerMove={(event) =>
          event.pointerType === 'mouse' && (event.movementX !== 0 || event.movementY !== 0) && setHeld(true)
        }
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        <p className={styles.message}>{message}</p>
        {alert.action && (
          <Link className={styles.action} to={alert.action.href} onClick={clearAlert}>
            {alert.action.label}
          </Link>
        )}
        {alert.confirm && (
          <Button ref={okButton} className={styles.ok} onClick={closeConfirm}>
            {t('common.ok')}
          </Button>
        )}
      </div>
    </div>
  );
}
