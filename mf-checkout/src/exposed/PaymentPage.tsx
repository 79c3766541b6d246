import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import { PaymentView } from '../features/payment/components/PaymentView';

/** /plati */
export default function PaymentPage() {
  return (
    <RemoteRoot remote="checkout" release={process.env.SHOP_RELEASE}>
      <PaymentView />
    </RemoteRoot>
  );
}
