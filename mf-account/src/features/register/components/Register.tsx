import { RegisterBody, type RegistrationInvite } from '@shop/shared/contracts';
import { FieldError, FormErrorSummary, TextField, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styles from '../../../components/Account.module.css';
import { AuthLinks } from '../../../components/AuthLinks';
import page from '../../../components/AuthPage.module.css';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { useRegister } from '../api/useRegister';
import { useRegistrationInvite } from '../api/useRegistrationInvite';

const valuesOf = (form: HTMLFormElement, token: string | undefined) => {
  const data = new FormData(form);
  return {
    ime: data.get('ime'),
    email: data.get('email'),
    password: data.get('password'),
    passwordConfirm: data.get('passwordConfirm'),
    naziv: data.get('naziv') ?? '',
    jib: data.get('jib') ?? '',
    firma: data.get('firma') === 'on',
    // Sent only when the business account is chosen (its fields exist only then).
    poslovni_racun: data.get('poslovni_racun') === 'on' || undefined,
    pdv_broj: data.get('pdv_broj') ?? undefined,
    sjediste: data.get('sjediste') ?? undefined,
    adresa_isporuke: data.get('adresa_isporuke') ?? undefined,
    uslovi: data.get('uslovi') === 'on',
    token,
  };
};

/** /registracija, and /registracija/{token} from the email after a guest order or pro-forma request (prefilled). */
export function Register() {
  const { t, paths } = useTranslation();
  const { token } = useParams();
  const invite = useRegistrationInvite(token);

  return (
    <section className={page.page}>
      <h1>{t('auth.registerTitle')}</h1>
      {token === undefined ? (
        <RegisterForm />
      ) : invite.isPending ? (
        <p>{t('common.loading')}</p>
      ) : invite.data ? (
        <RegisterForm invite={invite.data} token={token} />
      ) : (
        <>
          <p className={styles.note} role="alert">
            {invite.error?.message}
          </p>
          <p>
            <Link to={paths.page('register')}>{t('auth.registerLink')}</Link>
          </p>
        </>
      )}
      <AuthLinks current="register" />
    </section>
  );
}

function RegisterForm({ invite, token }: { invite?: RegistrationInvite; token?: string }) {
  const { t, paths } = useTranslation();
  const register = useRegister();
  const errors = useFormErrors(RegisterBody, 'register');
  const [business, setBusiness] = useState(Boolean(invite?.naziv));
  const [businessAccount, setBusinessAccount] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { data } = errors.validate(valuesOf(event.currentTarget, token));
    if (data) register.mutate(data);
  }

  if (register.isSuccess) {
    return (
      <div className={styles.success} role="status">
        <p>{token ? t('auth.inviteDone') : t('auth.registerDone', { email: register.variables.email })}</p>
        {token ? (
          <Link to={paths.page('accountOrders')}>{t('auth.inviteOrdersLink')}</Link>
        ) : (
          <Link to={paths.page('signIn')}>{t('auth.signInLink')}</Link>
        )}
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      onChange={errors.onFormChange((form) => valuesOf(form, token))}
      noValidate
      className={styles.form}
    >
      <p className={styles.hint}>{invite ? t('auth.inviteIntro', { email: invite.email }) : t('auth.registerIntro')}</p>
      <TextField form={errors} field="ime" label={t('auth.name')} autoComplete="name" defaultValue={invite?.ime} />
      <TextField
        form={errors}
        field="email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        defaultValue={invite?.email}
        readOnly={invite !== undefined}
      />
      <NewPasswordFields form={errors} label={t('auth.password')} />
      <label className={page.checkbox}>
        <input
          type="checkbox"
          name="firma"
          checked={business}
          onChange={(event) => setBusiness(event.target.checked)}
        />
        {t('auth.businessCustomer')}
      </label>
      {business && (
        <>
          <TextField form={errors} field="naziv" label={t('auth.companyName')} defaultValue={invite?.naziv} />
          <TextField form={errors} field="jib" label={t('auth.jib')} maxLength={13} defaultValue={invite?.jib} />
          <label className={page.checkbox}>
            <input
              type="checkbox"
              name="poslovni_racun"
              checked={businessAccount}
              onChange={(event) => setBusinessAccount(event.target.checked)}
            />
            {t('auth.businessAccount')}
          </label>
          {businessAccount && (
            <>
              <p className={styles.hint}>{t('auth.businessAccountHint')}</p>
              <TextField
                form={errors}
                field="pdv_broj"
                label={t('auth.pdvNumber')}
                inputMode="numeric"
                maxLength={12}
              />
              <TextField form={errors} field="sjediste" label={t('auth.seatAddress')} autoComplete="street-address" />
              <TextField form={errors} field="adresa_isporuke" label={t('auth.deliveryAddress')} />
            </>
          )}
        </>
      )}
      <div>
        <label className={page.checkbox}>
          <input {...errors.fieldProps('uslovi')} type="checkbox" />
          <span>
            {t('auth.termsBefore')}{' '}
            <Link to={paths.page('terms')} target="_blank">
              {t('auth.termsLink')}
            </Link>
          </span>
        </label>
        <FieldError form={errors} field="uslovi" />
      </div>
      <FormErrorSummary form={errors} error={register.error?.message} />
      <button type="submit" className={styles.button} disabled={register.isPending}>
        {t('auth.registerSubmit')}
      </button>
    </form>
  );
}
