import { useTranslation } from '@shop/shared/i18n';
import styles from '../../../components/Account.module.css';
import { useProfile } from '../api/useProfile';
import { EmailForm } from './EmailForm';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { SecurityPanel } from './SecurityPanel';

/** The profile and the account's security (password, email, sign-out everywhere, my data, deletion). */
export function AccountProfile() {
  const { t } = useTranslation();
  const { data: profile, error } = useProfile();
  if (error) return <p className={styles.note}>{error.message}</p>;
  if (!profile) return <p className={styles.note}>{t('common.loading')}</p>;
  return (
    <>
      <ProfileForm profile={profile} />
      <PasswordForm />
      <EmailForm profile={profile} />
      <SecurityPanel />
    </>
  );
}
