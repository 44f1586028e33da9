import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ROUTE_TABLE } from './routes';
import { SECTIONS } from './section-registry';
import { RouteLayout } from './RouteLayout';

export function buildRoutes(): RouteObject[] {
  const routes: RouteObject[] = ROUTE_TABLE.flatMap((entry) =>
    entry.paths.map((path) => ({
      path,
      element: <RouteLayout section={entry.section} parts={entry.parts} Section={SECTIONS[entry.section]} />,
    })),
  );
  routes.push({ path: '*', element: <Navigate to="/" replace /> });
  return routes;
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
export type AppRouter = ReturnType<typeof createAppRouter>;
