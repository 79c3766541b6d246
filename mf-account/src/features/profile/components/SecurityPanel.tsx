import { endpoints, RequestAccountDeletionBody } from '@shop/shared/contracts';
import { FormErrorSummary, TextField, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import styles from '../../../components/Account.module.css';
import { useRequestAccountDeletion } from '../api/useRequestAccountDeletion';
import { useSignOutEverywhere } from '../api/useSignOutEverywhere';

const valuesOf = (form: HTMLFormElement) => ({ lozinka: new FormData(form).get('lozinka') });

/** Sign out on every device, download my data (a JSON file), and delete the account by an emailed link. */
export function SecurityPanel() {
  const { t } = useTranslation();
  const signOutEverywhere = useSignOutEverywhere();
  const deletion = useRequestAccountDeletion();
  const errors = useFormErrors(RequestAccountDeletionBody, 'delete-account');

  const onDelete = errors.onFormSubmit(valuesOf, (data, form) =>
    deletion.mutate(data, { onSuccess: () => form.reset() }),
  );

  return (
    <section className={styles.panel} aria-labelledby="security-title">
      <h2 id="security-title">{t('myAccount.security')}</h2>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          disabled={signOutEverywhere.isPending}
          onClick={() => signOutEverywhere.mutate()}
        >
          {t('myAccount.signOutEverywhere')}
        </button>
        {/* A file download from the API (Content-Disposition), so a plain link rather than a fetch. */}
        <a className={styles.secondary} href={endpoints.exportMyData.path} download>
          {t('myAccount.download')}
        </a>
      </div>

      <h3>{t('myAccount.deleteAccount')}</h3>
      <p className={styles.hint}>{t('myAccount.deleteHint')}</p>
      <form className={styles.form} onSubmit={onDelete} onChange={errors.onFormChange(valuesOf)} noValidate>
        <TextField
          form={errors}
          field="lozinka"
          label={t('myAccount.currentPassword')}
          type="password"
          autoComplete="current-password"
        />
        <div className={styles.actions}>
          <button type="submit" className={`${styles.button} ${styles.danger}`} disabled={deletion.isPending}>
            {t('myAccount.deleteAccount')}
          </button>
        </div>
        <p role="status" className={styles.success}>
          {deletion.data && t('myAccount.deleteLinkSent', { email: deletion.data.email })}
        </p>
        <FormErrorSummary form={errors} error={deletion.error?.message} />
      </form>
    </section>
  );
}
