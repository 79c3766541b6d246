import { useTranslation } from '@shop/shared/i18n';
import { NotFoundMessage } from '@shop/shared/ui';
import { usePageMeta } from '../seo/usePageMeta';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('notFound.title'), t('notFound.description'));
  return <NotFoundMessage />;
}
