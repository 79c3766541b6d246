import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import { CartView } from '../features/cart/components/CartView';

/** /korpa */
export default function CartPage() {
  return (
    <RemoteRoot remote="checkout" release={process.env.SHOP_RELEASE}>
      <CartView />
    </RemoteRoot>
  );
}
