import { RemoteRoot } from '@shop/shared/ui';
import { Dashboard } from '../features/dashboard/components/Dashboard';

/** /admin-panel (accepts ?search=… and a #section hash, SPEC §2). */
export default function AdminPanelPage() {
  return (
    <RemoteRoot remote="admin" release={process.env.SHOP_RELEASE}>
      <Dashboard />
    </RemoteRoot>
  );
}
