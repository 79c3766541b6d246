import { ChangePasswordBody, loadCommonPasswords } from '@shop/shared/contracts';
import { FormErrorSummary, TextField, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import { useEffect } from 'react';
import styles from '../../../components/Account.module.css';
import { useChangePassword } from '../api/useChangePassword';

const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return { lozinka: data.get('lozinka'), nova_lozinka: data.get('nova_lozinka'), potvrda: data.get('potvrda') };
};

/** The current password, then the new one twice (the sign-up rules); the other devices are signed out. */
export function PasswordForm() {
  const { t } = useTranslation();
  const errors = useFormErrors(ChangePasswordBody, 'password');
  const change = useChangePassword();

  // The common-password rule needs its list, loaded on demand (its own chunk).
  useEffect(() => {
    void loadCommonPasswords();
  }, []);

  const onSubmit = errors.onFormSubmit(valuesOf, (data, form) =>
    change.mutate(data, { onSuccess: () => form.reset() }),
  );

  return (
    <section className={styles.panel} aria-labelledby="password-title">
      <h2 id="password-title">{t('myAccount.password')}</h2>
      <form className={styles.form} onSubmit={onSubmit} onChange={errors.onFormChange(valuesOf)} noValidate>
        <TextField
          form={errors}
          field="lozinka"
          label={t('myAccount.currentPassword')}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          form={errors}
          field="nova_lozinka"
          label={t('myAccount.newPassword')}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          form={errors}
          field="potvrda"
          label={t('myAccount.confirmPassword')}
          type="password"
          autoComplete="new-password"
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={change.isPending}>
            {t('myAccount.save')}
          </button>
          <span className={styles.hint}>{t('myAccount.newPasswordHint')}</span>
        </div>
        <p role="status" className={styles.success}>
          {change.isSuccess && t('myAccount.passwordChanged')}
        </p>
        <FormErrorSummary form={errors} error={change.error?.message} />
      </form>
    </section>
  );
}
