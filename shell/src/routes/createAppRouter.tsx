import { createBrowserRouter } from 'react-router-dom';
import { RemoteModule } from '../federation/RemoteModule';
import { Layout } from '../layout/Layout';
import { RouterErrorPage } from '../pages/RouterErrorPage';
import { RouteLoading } from './RouteLoading';
import { routeTable } from './routeTable';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      errorElement: <RouterErrorPage />,
      children: routeTable.map((route) => ({
        path: route.path,
        element: route.page ? <route.page /> : <RemoteModule id={route.remote} fallback={<RouteLoading />} />,
      })),
    },
  ]);
}
