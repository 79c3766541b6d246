import { createBrowserRouter } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { RouterErrorPage } from '../pages/RouterErrorPage';
import { RemoteRoute } from './RemoteRoute';
import { routeTable } from './routeTable';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      errorElement: <RouterErrorPage />,
      children: routeTable.map((route) => ({
        path: route.path,
        element: route.page ? <route.page /> : <RemoteRoute id={route.remote} confirmKey={route.confirmKey} />,
      })),
    },
  ]);
}
