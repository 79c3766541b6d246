import '../messages';
import type { PagePrefetch } from '@shop/shared/ssr';
import { RemoteRoot } from '@shop/shared/ui';
import { PromotionPage } from '../features/promotion-page/components/PromotionPage';
import { prefetchPromotionPage } from '../features/promotion-page/prefetch';

export default function PromotionPageModule() {
  return (
    <RemoteRoot remote="catalog" release={process.env.SHOP_RELEASE}>
      <PromotionPage />
    </RemoteRoot>
  );
}

export const prefetch: PagePrefetch = prefetchPromotionPage;
