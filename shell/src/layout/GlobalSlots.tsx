import { showsCompareBanner } from '@shop/shared/site';
import { useCompareList, useProformaRequest } from '@shop/shared/state';
import { useLocation } from 'react-router-dom';
import { RemoteModule } from '../federation/RemoteModule';
import { useAfterFirstPaint } from '../hooks/useAfterFirstPaint';

/**
 * Parts of other remotes that live on every page: the product remote's compare banner, and the checkout remote's
 * pro-forma dialog while a request is open (any remote opens it with `openProformaDialog`). The banner stays off the
 * routes marked `hidesCompareBanner` in the route table (compare page, admin panel), and the product remote is not
 * loaded for it while the compare list is empty (most visitors: the banner would show nothing). Quiet slots: a
 * remote that is down leaves nothing behind. The banner waits until the page is idle (never needed for the first
 * paint); it is fixed over the page and its spacer comes after the footer, so its arrival moves nothing above.
 */
export function GlobalSlots() {
  const { pathname } = useLocation();
  const proforma = useProformaRequest();
  const ready = useAfterFirstPaint();
  const { data: compareList = [] } = useCompareList();
  const showCompareBanner = ready && compareList.length > 0 && showsCompareBanner(pathname);
  return (
    <>
      {showCompareBanner && <RemoteModule id="product/CompareBanner" quiet />}
      {proforma && <RemoteModule id="checkout/ProformaDialog" quiet />}
    </>
  );
}
