import { ApiError } from '@shop/shared/api-client';
import { useTranslation } from '@shop/shared/i18n';
import { ProductGridSkeleton, usePageTitle } from '@shop/shared/ui';
import { Navigate, useParams } from 'react-router-dom';
import { CatalogPage } from '../../../components/CatalogPage';
import { ProductGrid } from '../../../components/ProductGrid';
import { useSinglePromotion } from '../api/getSinglePromotion';

/** /promocija/:promocija: the promotion's name and its products; an unknown one goes to /webshop (SPEC §8). */
export function PromotionPage() {
  const { promocija = '' } = useParams();
  const { t, paths } = useTranslation();
  const { data, error, isPending } = useSinglePromotion(promocija);
  usePageTitle(data?.promocija.naziv_promocije);

  if (error instanceof ApiError && error.status === 404) return <Navigate to={paths.page('webshop')} replace />;
  return (
    <CatalogPage busy={isPending}>
      {isPending && <ProductGridSkeleton />}
      {!isPending && !data && <p role="alert">{t('remote.unavailable.body')}</p>}
      {data && (
        <>
          <h1>{data.promocija.naziv_promocije}</h1>
          <ProductGrid products={data.promocija.products} />
        </>
      )}
    </CatalogPage>
  );
}
