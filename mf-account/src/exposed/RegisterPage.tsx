import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import { Register } from '../features/register/components/Register';

/** /registracija and /registracija/{token} (English: /en/register) */
export default function RegisterPage() {
  return (
    <RemoteRoot remote="account" release={process.env.SHOP_RELEASE}>
      <Register />
    </RemoteRoot>
  );
}
