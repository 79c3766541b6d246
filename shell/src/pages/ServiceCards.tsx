import { useTranslation } from '@shop/shared/i18n';
import { SERVICE_PAGE_KEYS } from '@shop/shared/site';
import { HydrateWhenSeen } from '@shop/shared/ui';
import { Link } from 'react-router-dom';
import { serviceSummaries } from './content/serviceSummaries';
import styles from './ServiceCards.module.css';

/**
 * The twelve services as cards linking to their pages (home page and the services overview). Links only: hydrated when
 * seen (decision 017).
 */
export function ServiceCards({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t, language, paths } = useTranslation();
  const Heading = headingLevel;
  return (
    <HydrateWhenSeen>
      <ul className={styles.grid}>
        {SERVICE_PAGE_KEYS.map((key) => {
          const service = serviceSummaries[key][language];
          return (
            <li key={key} className={styles.card}>
              <Heading className={styles.title}>
                <Link to={paths.page(key)}>{service.title}</Link>
              </Heading>
              <p>{service.summary}</p>
              <span className={styles.more} aria-hidden="true">
                {t('services.readMore')} →
              </span>
            </li>
          );
        })}
      </ul>
    </HydrateWhenSeen>
  );
}
