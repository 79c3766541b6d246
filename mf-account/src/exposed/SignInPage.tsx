import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import { SignIn } from '../features/sign-in/components/SignIn';

/** /prijava */
export default function SignInPage() {
  return (
    <RemoteRoot remote="account" release={process.env.SHOP_RELEASE}>
      <SignIn />
    </RemoteRoot>
  );
}
