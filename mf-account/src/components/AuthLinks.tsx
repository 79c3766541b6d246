import { useTranslation } from '@shop/shared/i18n';
import { Link } from 'react-router-dom';
import styles from './Account.module.css';

type AuthPage = 'signIn' | 'register' | 'forgotPassword';

/** The way between sign-in, registration and the forgotten password, shown on each of them (without itself). */
export function AuthLinks({ current }: { current: AuthPage }) {
  const { t, paths } = useTranslation();
  const links: { page: AuthPage; question?: string; text: string }[] = [
    { page: 'signIn', question: t('auth.haveAccount'), text: t('auth.signInLink') },
    { page: 'register', question: t('auth.noAccount'), text: t('auth.registerLink') },
    { page: 'forgotPassword', text: t('auth.forgotLink') },
  ];
  return (
    <ul className={styles.links}>
      {links
        .filter(({ page }) => page !== current)
        .map(({ page, question, text }) => (
          <li key={page}>
            {question && `${question} `}
            <Link to={paths.page(page)}>{text}</Link>
          </li>
        ))}
    </ul>
  );
}
