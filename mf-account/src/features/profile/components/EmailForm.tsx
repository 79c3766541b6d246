import { type Profile, RequestEmailChangeBody } from '@shop/shared/contracts';
import { FormErrorSummary, TextField, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import styles from '../../../components/Account.module.css';
import { useRequestEmailChange } from '../api/useRequestEmailChange';

const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return { email: data.get('email'), lozinka: data.get('lozinka') };
};

/** A new email address with the password; the change happens when the link sent to the new address is opened. */
export function EmailForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const errors = useFormErrors(RequestEmailChangeBody, 'email-change');
  const request = useRequestEmailChange();

  const onSubmit = errors.onFormSubmit(valuesOf, (data, form) =>
    request.mutate(data, { onSuccess: () => form.reset() }),
  );

  return (
    <section className={styles.panel} aria-labelledby="email-title">
      <h2 id="email-title">{t('myAccount.changeEmail')}</h2>
      {profile.email_na_cekanju && (
        <p className={styles.hint}>{t('myAccount.pendingEmail', { email: profile.email_na_cekanju })}</p>
      )}
      <form className={styles.form} onSubmit={onSubmit} onChange={errors.onFormChange(valuesOf)} noValidate>
        <TextField form={errors} field="email" label={t('myAccount.newEmail')} type="email" autoComplete="email" />
        <TextField
          form={errors}
          field="lozinka"
          label={t('myAccount.currentPassword')}
          type="password"
          autoComplete="current-password"
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={request.isPending}>
            {t('myAccount.sendLink')}
          </button>
        </div>
        <p role="status" className={styles.success}>
          {request.data && t('myAccount.emailLinkSent', { email: request.data.email })}
        </p>
        <FormErrorSummary form={errors} error={request.error?.message} />
      </form>
    </section>
  );
}
