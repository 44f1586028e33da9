import { useEffect, type MutableRefObject } from 'react';
import { Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ROUTE_TABLE } from '../core/routes';
import { SECTIONS } from './section-registry';
import { RouteLayout } from './RouteLayout';

export function buildRoutes(): RouteObject[] {
  const routes: RouteObject[] = ROUTE_TABLE.flatMap((entry) =>
    entry.paths.map((path) => ({
      path,
      element: (
        <RouteLayout
          section={entry.section}
          parts={entry.parts}
          Section={SECTIONS[entry.section]}
        />
      ),
    })),
  );
  routes.push({ path: '*', element: <Navigate to="/" replace /> });
  return routes;
}

const ROUTES = buildRoutes();

/** Lets sagas navigate: the router's navigate and location, kept current from inside the router. */
export interface NavigatorRef {
  navigate: ((to: string, options?: { replace?: boolean }) => void) | null;
  location: string;
}

export const createNavigatorRef = (): NavigatorRef => ({
  navigate: null,
  location: `${window.location.pathname}${window.location.search}${window.location.hash}`,
});

function NavigatorBridge({
  navigator,
}: {
  navigator: MutableRefObject<NavigatorRef> | { current: NavigatorRef };
}) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    navigator.current.navigate = (to, options) => void navigate(to, options);
    navigator.current.location = `${location.pathname}${location.search}${location.hash}`;
  }, [navigate, location, navigator]);
  return null;
}

/** The route table, rendered inside the app's BrowserRouter. */
export function AppRoutes({ navigator }: { navigator: { current: NavigatorRef } }) {
  const element = useRoutes(ROUTES);
  return (
    <>
      <NavigatorBridge navigator={navigator} />
      {element}
    </>
  );
}
