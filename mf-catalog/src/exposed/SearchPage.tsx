import { RemoteRoot } from '@shop/shared/ui';
import { SearchPage } from '../features/search-page/components/SearchPage';

export default function SearchPageModule() {
  return (
    <RemoteRoot remote="catalog" release={process.env.SHOP_RELEASE}>
      <SearchPage />
    </RemoteRoot>
  );
}
