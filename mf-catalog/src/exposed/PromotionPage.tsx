import { RemoteRoot } from '@shop/shared/ui';
import { PromotionPage } from '../features/promotion-page/components/PromotionPage';

export default function PromotionPageModule() {
  return (
    <RemoteRoot remote="catalog" release={process.env.SHOP_RELEASE}>
      <PromotionPage />
    </RemoteRoot>
  );
}
