import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import { VerifyAccount } from '../features/verify-account/components/VerifyAccount';

/** /verify-account/{token} */
export default function VerifyAccountPage() {
  return (
    <RemoteRoot remote="account" release={process.env.SHOP_RELEASE}>
      <VerifyAccount />
    </RemoteRoot>
  );
}
