import '../messages';
import type { PagePrefetch } from '@shop/shared/ssr';
import { RemoteRoot } from '@shop/shared/ui';
import { productQuery } from '../features/product-page/api/productQuery';
import { ProductDetails } from '../features/product-page/components/ProductDetails';
import { productNameFromPath } from '../features/product-page/lib/productName';

/** /proizvod/:naziv */
export default function ProductPage() {
  return (
    <RemoteRoot remote="product" release={process.env.SHOP_RELEASE}>
      <ProductDetails />
    </RemoteRoot>
  );
}

/**
 * Before a server render: the product the page's first render reads (everything above the fold that any visitor
 * sees; the favourite heart, the compare toggle and the admin link are personal and fill in after hydration).
 */
export const prefetch: PagePrefetch = async ({ queryClient, url }) => {
  const name = productNameFromPath(url.pathname);
  if (name === undefined) return;
  // The server waits a bounded time for this: no retries there, the browser asks again if it failed.
  await queryClient.prefetchQuery({ ...productQuery(name), retry: false });
};
