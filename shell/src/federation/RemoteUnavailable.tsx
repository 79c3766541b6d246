import type { RemoteName } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useContext } from 'react';
import { RemoteRetryContext } from './RemoteRetryContext';
import styles from './RemoteUnavailable.module.css';

/** Shown inside the normal layout when a remote's manifest, entry or chunk cannot be loaded. */
export function RemoteUnavailable({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation();
  const retry = useContext(RemoteRetryContext);
  return (
    <section className={styles.block} role="alert" data-remote-unavailable={remote}>
      <h1 className={styles.title}>{t('remote.unavailable.title')}</h1>
      <p>{t('remote.unavailable.body')}</p>
      <Button className={styles.retry} onClick={() => retry(remote)}>
        {t('remote.unavailable.retry')}
      </Button>
    </section>
  );
}
