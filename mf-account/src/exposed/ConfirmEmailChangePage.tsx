import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import { ConfirmEmailChange } from '../features/profile/components/ConfirmEmailChange';

/** /potvrda-email-adrese/:token and /en/confirm-email-change/:token */
export default function ConfirmEmailChangePage() {
  return (
    <RemoteRoot remote="account" release={process.env.SHOP_RELEASE}>
      <ConfirmEmailChange />
    </RemoteRoot>
  );
}
