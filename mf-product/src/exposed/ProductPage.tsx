import { RemoteRoot } from '@shop/shared/ui';
import { ProductDetails } from '../features/product-page/components/ProductDetails';

/** /proizvod/:naziv */
export default function ProductPage() {
  return (
    <RemoteRoot remote="product" release={process.env.SHOP_RELEASE}>
      <ProductDetails />
    </RemoteRoot>
  );
}
