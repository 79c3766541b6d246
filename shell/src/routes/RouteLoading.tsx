import { useTranslation } from '@shop/shared/i18n';

/** Holds the page's place while a remote's code arrives (min-height avoids a layout jump). */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <div className="route-loading" aria-busy="true">
      {t('common.loading')}
    </div>
  );
}
