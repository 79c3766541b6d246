import { useTranslation } from '@shop/shared/i18n';
import { company } from '../company';
import { usePageMeta } from '../seo/usePageMeta';
import styles from './ContactPage.module.css';
import contentStyles from './ContentPage.module.css';
import { ContactForm } from './contact/ContactForm';

/** /kontakt, /en/contact: both offices and the contact form. */
export function ContactPage() {
  const { t, language } = useTranslation();
  usePageMeta(t('contact.title'), t('contact.description'));
  return (
    <div className={styles.page}>
      <header className={contentStyles.header}>
        <h1>{t('contact.title')}</h1>
        <p className={contentStyles.lead}>{t('contact.lead')}</p>
      </header>
      <div className={styles.columns}>
        <section aria-labelledby="contact-offices">
          <h2 id="contact-offices">{t('footer.offices')}</h2>
          {company.offices.map((office) => (
            <address key={office.id} className={styles.office}>
              <strong>
                {office.city}: {office.label[language]}
              </strong>
              <span>
                {office.street}, {office.postalCode} {office.city}
              </span>
              {office.phones.map((phone) => (
                <a key={phone} href={`tel:${phone.replace(/\s/g, '')}`}>
                  {phone}
                </a>
              ))}
            </address>
          ))}
          <p>
            {t('footer.email')}: <a href={`mailto:${company.email}`}>{company.email}</a>
          </p>
          <p>
            <strong>{t('contact.workingHours')}:</strong> {company.workingHours[language]}
          </p>
        </section>
        <ContactForm />
      </div>
    </div>
  );
}
