import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import { ForgotPassword } from '../features/forgot-password/components/ForgotPassword';

/** /forgot-password */
export default function ForgotPasswordPage() {
  return (
    <RemoteRoot remote="account" release={process.env.SHOP_RELEASE}>
      <ForgotPassword />
    </RemoteRoot>
  );
}
