import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import { CompareBanner as CompareBannerContent } from '../features/compare-banner/components/CompareBanner';

/** Mounted by the shell on every page; hides itself on /uporedi and /admin-panel, and while the list is empty. */
export default function CompareBanner() {
  return (
    <RemoteRoot remote="product" release={process.env.SHOP_RELEASE}>
      <CompareBannerContent />
    </RemoteRoot>
  );
}
