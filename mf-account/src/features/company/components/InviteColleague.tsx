import { CompanyInviteBody } from '@shop/shared/contracts';
import { FormErrorSummary, TextField, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import type { FormEvent } from 'react';
import styles from '../../../components/Account.module.css';
import { useInviteColleague } from '../api/useInviteColleague';

const valuesOf = (form: HTMLFormElement) => ({ email: new FormData(form).get('email') });

/** The administrator's form: a colleague's email gets the link that joins them to the company. */
export function InviteColleague() {
  const { t } = useTranslation();
  const errors = useFormErrors(CompanyInviteBody, 'company-invite');
  const invite = useInviteColleague();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { data } = errors.validate(valuesOf(form));
    if (data) invite.mutate(data.email, { onSuccess: () => form.reset() });
  }

  return (
    <section className={styles.panel} aria-labelledby="company-invite-title">
      <h2 id="company-invite-title">{t('myCompany.invite')}</h2>
      <form onSubmit={onSubmit} onChange={errors.onFormChange(valuesOf)} noValidate className={styles.form}>
        <TextField
          form={errors}
          field="email"
          type="email"
          autoComplete="off"
          label={t('myCompany.inviteEmail')}
          hint={t('myCompany.inviteHint')}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={invite.isPending}>
            {t('myCompany.inviteSubmit')}
          </button>
        </div>
        {invite.isSuccess && (
          <p className={styles.success} role="status">
            {t('myCompany.inviteSent', { email: invite.variables })}
          </p>
        )}
        <FormErrorSummary form={errors} error={invite.error?.message} />
      </form>
    </section>
  );
}
