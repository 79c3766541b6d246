import '../messages';
import { sitePagePath } from '@shop/shared/site';
import { RemoteRoot } from '@shop/shared/ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminPanel } from '../panel/AdminPanel';

/**
 * /admin-panel (accepts ?search=… and a #section hash, SPEC §2). The panel owns the paths below it (`/admin-panel/*`
 * in the route table); it uses none, so they show the not-found page. The panel is in Serbian only.
 */
export default function AdminPanelPage() {
  return (
    <RemoteRoot remote="admin" release={process.env.SHOP_RELEASE}>
      <Routes>
        <Route index element={<AdminPanel />} />
        <Route path="*" element={<Navigate to={sitePagePath('notFound', 'sr')} replace />} />
      </Routes>
    </RemoteRoot>
  );
}
