import { openCookieBanner } from '@shop/shared/analytics';
import { useTranslation } from '@shop/shared/i18n';
import { Link } from 'react-router-dom';
import { company } from '../company';
import styles from './Footer.module.css';

const COMPANY_LINKS = [
  { key: 'about', label: 'nav.about' },
  { key: 'services', label: 'nav.services' },
  { key: 'contact', label: 'nav.contact' },
] as const;
const LEGAL_LINKS = [
  { key: 'references', label: 'pages.references' },
  { key: 'documents', label: 'pages.documents' },
  { key: 'terms', label: 'pages.terms' },
  { key: 'privacy', label: 'pages.privacy' },
  { key: 'cookies', label: 'pages.cookies' },
] as const;

/** SPEC §2: two office blocks, social links, the manage-cookies link and "1996–{current year}". */
export function Footer() {
  const { t, language, paths } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-offices">
          <h2 id="footer-offices" className={styles.heading}>
            {t('footer.offices')}
          </h2>
          <div className={styles.offices}>
            {company.offices.map((office) => (
              <address key={office.id} className={styles.office} data-testid="footer-office">
                <strong>{office.city}</strong>
                <span>{office.label[language]}</span>
                <span>
                  {office.street}, {office.postalCode} {office.city}
                </span>
                {office.phones.map((phone) => (
                  <a key={phone} href={`tel:${phone.replace(/\s/g, '')}`}>
                    {t('footer.phone')}: {phone}
                  </a>
                ))}
              </address>
            ))}
          </div>
          <p>
            {t('footer.email')}: <a href={`mailto:${company.email}`}>{company.email}</a>
          </p>
        </section>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            {t('footer.company')}
          </h2>
          <ul className={styles.links}>
            {COMPANY_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={paths.page(link.key)}>{t(link.label)}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.page('webshop')}>{t('nav.webshop')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {t('footer.legal')}
          </h2>
          <ul className={styles.links}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={paths.page(link.key)}>{t(link.label)}</Link>
              </li>
            ))}
            <li>
              <button type="button" className={styles.linkButton} onClick={openCookieBanner}>
                {t('footer.manageCookies')}
              </button>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {t('footer.follow')}
          </h2>
          <ul className={styles.links}>
            {company.social.map((link) => (
              <li key={link.name}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {/*
        The legal name ends in "d.o.o.": its own period closes the sentence. The year is the renderer's clock: the
        server's HTML (perhaps cached) and the browser may differ around New Year, and that is no hydration error.
      */}
      <p className={styles.copyright} data-testid="copyright" suppressHydrationWarning>
        © {company.foundedYear}–{new Date().getFullYear()} {company.legalName} {t('footer.rights')}
      </p>
    </footer>
  );
}
