import { ALERT_DEFAULT_MS, clearAlert, useCurrentAlert, WAIT_ALERT_MAX_MS } from '@shop/shared/alerts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './AlertHost.module.css';

/** Renders the one alert of the site (SPEC §4): timed alerts close themselves, confirm alerts wait for OK. */
export function AlertHost() {
  const alert = useCurrentAlert();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const okButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!alert || alert.confirm) return;
    const time = alert.type === 'wait' ? Math.min(alert.time ?? WAIT_ALERT_MAX_MS, WAIT_ALERT_MAX_MS) : alert.time;
    const timer = window.setTimeout(() => {
      clearAlert();
      if (alert.redirect) navigate(alert.redirect);
    }, time ?? ALERT_DEFAULT_MS);
    return () => window.clearTimeout(timer);
  }, [alert, navigate]);

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
    <div className={alert.confirm ? styles.backdrop : styles.corner}>
      <div
        className={`${styles.alert} ${styles[alert.type]}`}
        {...(alert.confirm
          ? { role: 'alertdialog', 'aria-modal': true, 'aria-label': message }
          : { role: alert.type === 'error' ? 'alert' : 'status' })}
        data-alert-type={alert.type}
        data-alert-confirm={alert.confirm ? '' : undefined}
      >
        <p className={styles.message}>{message}</p>
        {alert.confirm && (
          <Button ref={okButton} className={styles.ok} onClick={closeConfirm}>
            {t('common.ok')}
          </Button>
        )}
      </div>
    </div>
  );
}
