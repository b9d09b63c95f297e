import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { loadProfileWatcher, LoginPage, RegisterPage, RequireSignedOut } from '@/features/auth';
import { FullScreenLoader } from '@/components/FullScreenLoader';
import { paths } from '@/lib/paths';
import { registerSignedInPreload } from '@/lib/signedInPreload';
import { LazyRoute } from './LazyRoute';
import { RouteEffects } from './RouteEffects';
import { RouteError } from './RouteError';
import { loadAppLayout, loadDashboard } from './signedInChunks';

/** The routes of /app: their table and page list, apart from the public pages. */
const loadAppRoutes = () => import('./appRoutes');

registerSignedInPreload(loadAppRoutes);
registerSignedInPreload(loadAppLayout);
registerSignedInPreload(loadDashboard);
// Each public page is its own chunk, so /login carries neither the landing nor the register page.
const LandingPage = lazy(() =>
  import('./pages/LandingPage').then((m) => ({ default: m.LandingPage })),
);
const NotFoundPage = lazy(() =>
  import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const PricingPage = lazy(() =>
  import('./pages/PricingPage').then((m) => ({ default: m.PricingPage })),
);

const ROOT_ROUTE_ID = 'root';

/** The public pages; /app and its screens join on the first visit (`createAppRouter`). */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    element: <RouteEffects />,
    errorElement: <RouteError />,
    // Shown while an /app address opened first waits for the signed-in routes.
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      {
        path: paths.landing,
        element: (
          <LazyRoute>
            <LandingPage />
          </LazyRoute>
        ),
      },
      {
        path: paths.pricing,
        element: (
          <LazyRoute>
            <PricingPage />
          </LazyRoute>
        ),
      },
      {
        path: paths.notFound,
        element: (
          <LazyRoute>
            <NotFoundPage />
          </LazyRoute>
        ),
      },
      { path: paths.loginUnprotected, element: <LoginPage /> },
      {
        path: paths.registerUnprotected,
        element: (
          <LazyRoute>
            <RegisterPage />
          </LazyRoute>
        ),
      },
      {
        element: <RequireSignedOut />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          {
            path: paths.register,
            element: (
              <LazyRoute>
                <RegisterPage />
              </LazyRoute>
            ),
          },
        ],
      },
      {
        path: '*',
        element: (
          <LazyRoute>
            <NotFoundPage />
          </LazyRoute>
        ),
      },
    ],
  },
];

function isAppPath(pathname: string): boolean {
  return pathname === paths.app || pathname.startsWith(`${paths.app}/`);
}

/**
 * Opening an /app address (a reload, a bookmark, the installed app's start), starts everything the
 * first screen needs at once, in parallel with the sign-in restore: Firestore with the profile
 * watcher, the layout, the signed-in routes and then the page's own chunk. Otherwise each waits for
 * the one before it (auth, then the profile, then the layout's render, then the page's), which on a
 * slow tablet was most of the time to the first row. Public addresses load nothing more.
 */
function preloadAppRoute(pathname: string): void {
  if (!isAppPath(pathname)) return;
  const loads = [
    loadProfileWatcher(),
    loadAppLayout(),
    loadAppRoutes().then((m) => m.preloadAppPage(pathname)),
  ];
  // A failed download is reported by the import that renders it.
  for (const load of loads) load.catch(() => undefined);
}

/**
 * The router of the public pages, which adds /app and its screens (routeTable.ts, each feature's
 * page list) when an /app address is first opened: the sign-in page does not download the
 * signed-in app's route table (8 kB gzip of the first page).
 */
export function createAppRouter() {
  preloadAppRoute(window.location.pathname);
  // React Router asks again on every visit to an address that a parameter or a splat matches
  // (it would skip a route it already has, after a deep compare): once added, answer at once.
  let appRoutesAdded = false;
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ path, patch }) {
      if (appRoutesAdded || !isAppPath(path)) return;
      const { appRoute } = await loadAppRoutes();
      patch(ROOT_ROUTE_ID, [appRoute]);
      appRoutesAdded = true;
    },
  });
}
