import '../messages';
import type { PagePrefetch } from '@shop/shared/ssr';
import { RemoteRoot } from '@shop/shared/ui';
import { SearchPage } from '../features/search-page/components/SearchPage';
import { prefetchSearchPage } from '../features/search-page/prefetch';

export default function SearchPageModule() {
  return (
    <RemoteRoot remote="catalog" release={process.env.SHOP_RELEASE}>
      <SearchPage />
    </RemoteRoot>
  );
}

export const prefetch: PagePrefetch = prefetchSearchPage;
