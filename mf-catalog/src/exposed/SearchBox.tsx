import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import { SearchBox } from '../features/search-box/components/SearchBox';

export default function SearchBoxModule() {
  return (
    <RemoteRoot remote="catalog" release={process.env.SHOP_RELEASE}>
      <SearchBox />
    </RemoteRoot>
  );
}
