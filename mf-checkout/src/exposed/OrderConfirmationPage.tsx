import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import { OrderConfirmation } from '../features/order/components/OrderConfirmation';

/** /narudzba/:broj */
export default function OrderConfirmationPage() {
  return (
    <RemoteRoot remote="checkout" release={process.env.SHOP_RELEASE}>
      <OrderConfirmation />
    </RemoteRoot>
  );
}
