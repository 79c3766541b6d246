import { useTranslation } from '@shop/shared/i18n';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styles from '../../../components/Account.module.css';
import { useConfirmAccountDeletion } from '../api/useConfirmAccountDeletion';

/**
 * `/brisanje-naloga/<token>`: says what deleting means and deletes only on the button, so a mail scanner that opens
 * the link deletes nothing.
 */
export function ConfirmAccountDeletion() {
  const { t, paths } = useTranslation();
  const { token = '' } = useParams();
  const remove = useConfirmAccountDeletion();

  useEffect(() => {
    document.title = `${t('myAccount.confirmDeleteTitle')} | IT Shop`;
  }, [t]);

  return (
    <section className={styles.page}>
      <h1>{t('myAccount.confirmDeleteTitle')}</h1>
      {remove.isSuccess ? (
        <p role="status" className={styles.success}>
          {t('myAccount.deleted')} <Link to={paths.page('home')}>{t('myAccount.toHome')}</Link>
        </p>
      ) : (
        <>
          <p>{t('myAccount.confirmDeleteText')}</p>
          <button
            type="button"
            className={`${styles.button} ${styles.danger}`}
            disabled={remove.isPending}
            onClick={() => remove.mutate(token)}
          >
            {t('myAccount.confirmDelete')}
          </button>
          {remove.error && <p role="alert">{remove.error.message}</p>}
        </>
      )}
    </section>
  );
}
