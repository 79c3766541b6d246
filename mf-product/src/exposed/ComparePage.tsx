import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import { ComparePage as ComparePageContent } from '../features/compare-page/components/ComparePage';

/** /uporedi */
export default function ComparePage() {
  return (
    <RemoteRoot remote="product" release={process.env.SHOP_RELEASE}>
      <ComparePageContent />
    </RemoteRoot>
  );
}
