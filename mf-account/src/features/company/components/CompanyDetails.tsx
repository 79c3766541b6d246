import type { MyCompany } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { Link } from 'react-router-dom';
import styles from '../../../components/Account.module.css';
import { useMyCompany } from '../api/useMyCompany';
import { ApprovalLimitForm } from './ApprovalLimitForm';
import { InviteColleague } from './InviteColleague';

/** The user's company: its verification, the user's role, its users; the administrator's invitation form. */
export function CompanyDetails() {
  const { t } = useTranslation();
  const company = useMyCompany();
  if (company.isPending) return <p className={styles.note}>{t('common.loading')}</p>;
  if (company.isError) return <p role="alert">{company.error.message}</p>;
  return <CompanyView company={company.data.firma} />;
}

export function CompanyView({ company }: { company: MyCompany['firma'] }) {
  const { t, paths } = useTranslation();
  if (!company) return <p className={styles.note}>{t('myCompany.none')}</p>;
  return (
    <>
      <section className={styles.panel} aria-labelledby="company-title">
        <h2 id="company-title">{company.naziv}</h2>
        <p>{t('myCompany.jib', { jib: company.jib })}</p>
        <p className={styles.hint}>{t(company.provjerena ? 'myCompany.verified' : 'myCompany.unverified')}</p>
        <p>{t('myCompany.yourRole', { role: t(`myCompany.role.${company.uloga}`) })}</p>
        <h3>{t('myCompany.members')}</h3>
        <ul>
          {company.clanovi.map((member) => (
            <li key={member.email}>
              {member.ime} · {member.email} · {t(`myCompany.role.${member.uloga}`)}
            </li>
          ))}
        </ul>
        {company.uloga === 'kupac' && company.granica_odobrenja !== null && (
          <p className={styles.note}>
            {t('approvals.limitIs', { limit: formatPrice(company.granica_odobrenja) })}{' '}
            <Link to={paths.page('accountApprovals')}>{t('approvals.link')}</Link>
          </p>
        )}
      </section>
      {company.uloga === 'administrator' && <ApprovalLimitForm limit={company.granica_odobrenja} />}
      {company.uloga === 'administrator' && <InviteColleague />}
    </>
  );
}
