import { RemoteRoot } from '@shop/shared/ui';
import { CartSummary } from '../features/cart/components/CartSummary';

/** /korpa */
export default function CartPage() {
  return (
    <RemoteRoot remote="checkout" release={process.env.SHOP_RELEASE}>
      <CartSummary />
    </RemoteRoot>
  );
}
