import { useTranslation } from '@shop/shared/i18n';
import { HydrateWhenSeen } from '@shop/shared/ui';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../seo/usePageMeta';
import styles from './ContentPage.module.css';
import type { PageContent } from './content/types';

/** A company page rendered from its content module, in the page's language. */
export function ContentPage({ content }: { content: PageContent }) {
  const { t, language, paths } = useTranslation();
  const page = content[language];
  usePageMeta(page.title, page.description);
  return (
    <article className={styles.page} data-page-kind={content.kind}>
      <header className={styles.header}>
        <h1>{page.title}</h1>
        <p className={styles.lead}>{page.lead}</p>
      </header>
      {/* The company's text never changes in the browser: each section hydrates when seen (decision 017). */}
      {page.sections.map((section) => (
        <HydrateWhenSeen key={section.heading}>
          <section className={styles.section}>
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        </HydrateWhenSeen>
      ))}
      {content.kind === 'service' && (
        <aside className={styles.cta}>
          <p>{t('services.contactLead')}</p>
          <Link to={paths.page('contact')} className={styles.button}>
            {t('services.contactCta')}
          </Link>
        </aside>
      )}
    </article>
  );
}
