import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import { QuoteView } from '../features/quote/components/QuoteView';

/** /ponuda/:token and /en/quote/:token */
export default function QuotePage() {
  return (
    <RemoteRoot remote="checkout" release={process.env.SHOP_RELEASE}>
      <QuoteView />
    </RemoteRoot>
  );
}
