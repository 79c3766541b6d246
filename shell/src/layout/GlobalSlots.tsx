import { useProformaRequest } from '@shop/shared/state';
import { useLocation } from 'react-router-dom';
import { RemoteModule } from '../federation/RemoteModule';
import { useAfterFirstPaint } from '../hooks/useAfterFirstPaint';

/** SPEC §2: the compare banner is hidden on the compare page and in the admin panel. */
const NO_COMPARE_BANNER = ['/uporedi', '/admin-panel'];

/**
 * Parts of other remotes that live on every page: the product remote's compare banner, and the checkout remote's
 * pro-forma dialog while a request is open (any remote opens it with `openProformaDialog`). Quiet slots: a remote
 * that is down leaves nothing behind. The banner waits until the page is idle (it is never needed for the first paint).
 */
export function GlobalSlots() {
  const { pathname } = useLocation();
  const proforma = useProformaRequest();
  const ready = useAfterFirstPaint();
  const showCompareBanner = ready && !NO_COMPARE_BANNER.some((prefix) => pathname.startsWith(prefix));
  return (
    <>
      {showCompareBanner && <RemoteModule id="product/CompareBanner" quiet />}
      {proforma && <RemoteModule id="checkout/ProformaDialog" quiet />}
    </>
  );
}
