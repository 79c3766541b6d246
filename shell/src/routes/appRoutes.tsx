import type { RouteObject } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { RouterErrorPage } from '../pages/RouterErrorPage';
import { RemoteRoute } from './RemoteRoute';
import { routeTable } from './routeTable';

/** The app's routes, for the browser's router and the server's static one alike (one tree, so hydration matches). */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <RouterErrorPage />,
      children: routeTable.map((route) => ({
        path: route.path,
        element: route.page ? <route.page /> : <RemoteRoute id={route.remote} confirmKey={route.confirmKey} />,
      })),
    },
  ];
}
