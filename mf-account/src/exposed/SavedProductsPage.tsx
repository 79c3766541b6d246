import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import { SavedProducts } from '../features/saved-products/components/SavedProducts';

/** /sacuvani-proizvodi and /en/saved-products */
export default function SavedProductsPage() {
  return (
    <RemoteRoot remote="account" release={process.env.SHOP_RELEASE}>
      <SavedProducts />
    </RemoteRoot>
  );
}
