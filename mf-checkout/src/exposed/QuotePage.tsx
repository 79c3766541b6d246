import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import { QuoteView } from '../features/quote/components/QuoteView';

/** /ponuda/:token and /en/quote/:token; signed in, /korisnik/ponude/:id and /en/account/quotes/:id */
export default function QuotePage() {
  return (
    <RemoteRoot remote="checkout" release={process.env.SHOP_RELEASE}>
      <QuoteView />
    </RemoteRoot>
  );
}
