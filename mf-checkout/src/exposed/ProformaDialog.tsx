import '../messages';
import { useProformaRequest } from '@shop/shared/state';
import { RemoteRoot } from '@shop/shared/ui';
import { ProformaDialog as Dialog } from '../features/proforma/components/ProformaDialog';

/**
 * The pro-forma dialog: the shell mounts it while `useProformaRequest()` holds lines (opened by the product page or
 * the cart with `openProformaDialog`); it closes itself with `closeProformaDialog()`.
 */
export default function ProformaDialog() {
  const lines = useProformaRequest();
  if (!lines || lines.length === 0) return null;
  return (
    <RemoteRoot remote="checkout" release={process.env.SHOP_RELEASE}>
      <Dialog lines={lines} />
    </RemoteRoot>
  );
}
