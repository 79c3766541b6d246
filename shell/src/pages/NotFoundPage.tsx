import { useTranslation } from '@shop/shared/i18n';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  const { t, language } = useTranslation();
  return (
    <section className="page-message" data-page="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={language === 'en' ? '/en/' : '/'}>{t('notFound.backHome')}</Link>
    </section>
  );
}
