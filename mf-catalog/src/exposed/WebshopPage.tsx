import { sitePagePath } from '@shop/shared/site';
import { RemoteRoot } from '@shop/shared/ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CategoryPage } from '../features/category-page/components/CategoryPage';
import { WebshopHome } from '../features/webshop-home/components/WebshopHome';

/** /webshop and everything under it: this remote owns its sub-routes. */
export default function WebshopPage() {
  return (
    <RemoteRoot remote="catalog" release={process.env.SHOP_RELEASE}>
      <Routes>
        <Route index element={<WebshopHome />} />
        <Route path=":kategorija" element={<CategoryPage />} />
        <Route path=":kategorija/:podkategorija" element={<CategoryPage />} />
        <Route path="*" element={<Navigate to={sitePagePath('notFound')} replace />} />
      </Routes>
    </RemoteRoot>
  );
}
