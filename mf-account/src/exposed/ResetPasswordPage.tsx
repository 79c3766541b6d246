import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import { ResetPassword } from '../features/reset-password/components/ResetPassword';

/** /reset-password/{token} */
export default function ResetPasswordPage() {
  return (
    <RemoteRoot remote="account" release={process.env.SHOP_RELEASE}>
      <ResetPassword />
    </RemoteRoot>
  );
}
