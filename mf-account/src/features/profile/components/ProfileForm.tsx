import { type Profile, UpdateProfileBody } from '@shop/shared/contracts';
import { FormErrorSummary, TextField, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import type { FormEvent } from 'react';
import styles from '../../../components/Account.module.css';
import { useUpdateProfile } from '../api/useUpdateProfile';

const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return {
    ime: data.get('ime'),
    telefon: data.get('telefon'),
    naziv_firme: data.get('naziv_firme'),
    jib: data.get('jib'),
  };
};

/** Name, phone, company and JIB; the email is changed by its own form (it needs a confirmation link). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const errors = useFormErrors(UpdateProfileBody, 'profile');
  const save = useUpdateProfile();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { data } = errors.validate(valuesOf(event.currentTarget));
    if (data) save.mutate(data);
  }

  return (
    <section className={styles.panel} aria-labelledby="profile-title">
      <h2 id="profile-title">{t('myAccount.profile')}</h2>
      <p>
        {t('myAccount.email')}: <strong data-testid="profile-email">{profile.email}</strong>
      </p>
      <form className={styles.form} onSubmit={onSubmit} onChange={errors.onFormChange(valuesOf)} noValidate>
        <TextField
          form={errors}
          field="ime"
          label={t('myAccount.name')}
          defaultValue={profile.ime}
          autoComplete="name"
        />
        <TextField
          form={errors}
          field="telefon"
          label={`${t('myAccount.phone')} ${t('myAccount.optional')}`}
          defaultValue={profile.telefon}
          type="tel"
          autoComplete="tel"
        />
        <TextField
          form={errors}
          field="naziv_firme"
          label={`${t('myAccount.company')} ${t('myAccount.optional')}`}
          defaultValue={profile.naziv_firme}
          autoComplete="organization"
        />
        <TextField
          form={errors}
          field="jib"
          label={`${t('myAccount.jib')} ${t('myAccount.optional')}`}
          defaultValue={profile.jib}
          maxLength={13}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={save.isPending}>
            {t('myAccount.save')}
          </button>
          <span role="status" className={styles.success}>
            {save.isSuccess && t('myAccount.saved')}
          </span>
        </div>
        <FormErrorSummary form={errors} error={save.error?.message} />
      </form>
    </section>
  );
}
