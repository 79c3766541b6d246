import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import { LoyaltyPage as Loyalty } from '../features/loyalty/components/LoyaltyPage';

/** /{slug}-loyalty and /en/{slug}-loyalty */
export default function LoyaltyPage() {
  return (
    <RemoteRoot remote="account" release={process.env.SHOP_RELEASE}>
      <Loyalty />
    </RemoteRoot>
  );
}
