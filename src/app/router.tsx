import {
  matchRoutes,
  redirect,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { paths } from '../config/paths';
import { getSession } from '../lib/auth/session';
import { RootLayout } from './layout/root-layout';
import { RootError, RouteError } from './layout/route-error';

const PAGES = 'pages';

/**
 * A vehicle's views join the tree on the first navigation to one (`patchRoutesOnNavigation`): the start of every other
 * page (sign-in, the garage) converts and ranks 15 routes instead of 27, react-router's code running for the first time.
 */
const vehicleRoutes: RouteObject[] = [
  {
    id: 'vehicle',
    path: 'vehicles/:vin',
    lazy: () => import('./routes/vehicle-layout'),
    children: [
      { index: true, lazy: () => import('./routes/vehicle-overview') },
      { path: 'status', lazy: () => import('./routes/vehicle-status') },
      { path: 'alerts', lazy: () => import('./routes/vehicle-alerts') },
      { path: 'diagnostics', lazy: () => import('./routes/vehicle-diagnostics') },
      { path: 'journeys', lazy: () => import('./routes/vehicle-journeys') },
      { path: 'trends', lazy: () => import('./routes/vehicle-trends') },
      { path: 'location', lazy: () => import('./routes/vehicle-location') },
      { path: 'ev', lazy: () => import('./routes/vehicle-ev') },
      { path: 'battery', lazy: () => import('./routes/vehicle-battery') },
      { path: 'report', lazy: () => import('./routes/vehicle-report') },
      { path: 'summary', lazy: () => import('./routes/vehicle-summary') },
    ],
  },
];

const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, matches, patch }) => {
  if (/^\/vehicles\/[^/]+/.test(path) && !matches.some((match) => match.route.id === 'vehicle')) {
    patch(PAGES, vehicleRoutes);
  }
};

/** Every URL but a vehicle's views (above), under the root's pathless route whose error boundary keeps the layout. */
const pages: RouteObject[] = [
  { index: true, loader: () => redirect(paths.garage) },
  { path: 'sign-in', lazy: () => import('./routes/sign-in') },
  { path: 'callback', lazy: () => import('./routes/callback') },
  { path: 'signed-out', lazy: () => import('./routes/signed-out') },
  { path: 'vehicles', lazy: () => import('./routes/garage') },
  { path: 'support', lazy: () => import('./routes/support-lookup') },
  { path: 'session', lazy: () => import('./routes/session-details') },
  { path: 'catalog', lazy: () => import('./routes/catalog') },
  { path: 'notifications', lazy: () => import('./routes/notifications') },
  { path: 'chargers', lazy: () => import('./routes/chargers') },
  { path: 'chargers/:chargerId', lazy: () => import('./routes/charger') },
  { path: 'trends', lazy: () => import('./routes/account-trends') },
  { path: '*', lazy: () => import('./layout/not-found').then((m) => ({ Component: m.NotFound })) },
];

/** Each page is a lazy route module exporting `loader` and `Component` (map and charts stay out of the first bundle). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootError,
    // Reads the stored session once, so the header knows who is signed in on public pages too.
    loader: async () => {
      await getSession();
      return null;
    },
    shouldRevalidate: () => false,
    children: [{ id: PAGES, ErrorBoundary: RouteError, children: pages }],
  },
];

/** The `lazy` functions of the routes that match `pathname`, a vehicle's views included, outermost first. */
export function routeModulesOf(pathname: string): (() => Promise<unknown>)[] {
  const tree: RouteObject[] = [{ path: '/', children: [{ children: [...pages, ...vehicleRoutes] }] }];
  return (matchRoutes(tree, pathname) ?? []).flatMap(({ route }) =>
    typeof route.lazy === 'function' ? [route.lazy] : [],
  );
}

/**
 * Starts loading the route modules of the page at `pathname` before the router's first navigation asks for them (the
 * same `lazy` functions: the browser then has the modules, or is fetching them). One that fails to load here is asked
 * for again by the navigation, which shows the error.
 */
export function preloadRouteModules(pathname: string): void {
  for (const load of routeModulesOf(pathname)) load().catch(() => undefined);
}

/**
 * Created while the runtime config loads (it reads none); `initialize()` starts the first navigation and its loaders. What
 * `createBrowserRouter` does in one call (react-router 7.18, pinned), in two, so that ranking the routes and the first
 * navigation are two tasks on a phone, not one (`app/start.ts`); no hydration data: the app renders in the browser only.
 */
export const createAppRouter = () =>
  createRouter({
    history: createBrowserHistory(),
    routes,
    mapRouteProperties,
    hydrationRouteProperties,
    patchRoutesOnNavigation,
  });
