import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import { ConfirmAccountDeletion } from '../features/profile/components/ConfirmAccountDeletion';

/** /brisanje-naloga/:token and /en/delete-account/:token */
export default function ConfirmAccountDeletionPage() {
  return (
    <RemoteRoot remote="account" release={process.env.SHOP_RELEASE}>
      <ConfirmAccountDeletion />
    </RemoteRoot>
  );
}
