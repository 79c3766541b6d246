import { useTranslation } from '@shop/shared/i18n';
import { useCurrentUser } from '@shop/shared/state';
import { Link, useLocation } from 'react-router-dom';
import styles from './Account.module.css';

/**
 * The account area's pages are for a signed-in user (route flag `access: 'signedIn'`; the API enforces it): a guest
 * is told so and offered the sign-in page, which brings them back here.
 */
export function SignedInOnly({ children }: { children: React.ReactNode }) {
  const { t, paths } = useTranslation();
  const location = useLocation();
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <p className={styles.note}>{t('common.loading')}</p>;
  if (!user) {
    return (
      <p className={styles.note}>
        {t('myAccount.signInFirst')}{' '}
        <Link to={paths.page('signIn')} state={{ from: `${location.pathname}${location.search}` }}>
          {t('nav.signIn')}
        </Link>
      </p>
    );
  }
  return children;
}
