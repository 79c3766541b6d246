import '../messages';
import type { PagePrefetch } from '@shop/shared/ssr';
import { RemoteRoot } from '@shop/shared/ui';
import { HomeHighlights as Highlights } from '../features/webshop-home/components/HomeHighlights';
import { prefetchHomeHighlights } from '../features/webshop-home/prefetch';

/** The home page's way into the shop (promotions, on sale, new, categories); the shell mounts it on / and /en/. */
export default function HomeHighlights() {
  return (
    <RemoteRoot remote="catalog" release={process.env.SHOP_RELEASE}>
      <Highlights />
    </RemoteRoot>
  );
}

export const prefetch: PagePrefetch = prefetchHomeHighlights;
