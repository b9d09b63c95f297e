import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import {
  loadProfileWatcher,
  LoginPage,
  RegisterPage,
  RequireAccess,
  RequirePermission,
  RequireSignedOut,
} from '@/features/auth';
import { FullScreenLoader } from '@/components/FullScreenLoader';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/lib/paths';
import { registerSignedInPreload } from '@/lib/signedInPreload';
import { lazyPage } from '@/lib/featurePages';
import { APP_ROUTES, LEGACY_REDIRECTS, type AppRouteDef } from './routeTable';
import { builtPages } from './builtPages';
import { appPageOf } from './appPageOf';
import { RouteEffects } from './RouteEffects';
import { RouteError } from './RouteError';
import { ParamRedirect } from './ParamRedirect';

// The signed-in app loads on demand so the landing and sign-in pages stay small; the sign-in
// form preloads the layout and the dashboard while the user types.
const loadAppLayout = () => import('./layout/SignedInApp');
const loadDashboard = () => import('./pages/DashboardPage');
registerSignedInPreload(loadAppLayout);
registerSignedInPreload(loadDashboard);
const SignedInApp = lazy(() => loadAppLayout().then((m) => ({ default: m.SignedInApp })));
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
const DashboardPage = lazyPage(() => loadDashboard().then((m) => ({ default: m.DashboardPage })));
const BUILT_PAGES = builtPages(DashboardPage);

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullScreenLoader />}>{children}</Suspense>;
}

function TitledPage({ route }: { route: AppRouteDef }) {
  usePageTitle(route.title);
  // builtPages.test.ts checks every route of the table has its page.
  const Page = BUILT_PAGES[route.path];
  return (
    <RequirePermission permission={route.permission}>
      <Page />
    </RequirePermission>
  );
}

const appChildren: RouteObject[] = [
  {
    index: true,
    element: <TitledPage route={{ path: '', title: 'Dashboard', permission: 'dashboard.view' }} />,
  },
  { path: 'account', element: <Navigate to={paths.account()} replace /> },
  ...APP_ROUTES.map((route) => ({ path: route.path, element: <TitledPage route={route} /> })),
  ...LEGACY_REDIRECTS.map(({ from, to }) => ({ path: from, element: <ParamRedirect to={to} /> })),
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];

export const routes: RouteObject[] = [
  {
    element: <RouteEffects />,
    errorElement: <RouteError />,
    children: [
      {
        path: paths.landing,
        element: (
          <Lazy>
            <LandingPage />
          </Lazy>
        ),
      },
      {
        path: paths.pricing,
        element: (
          <Lazy>
            <PricingPage />
          </Lazy>
        ),
      },
      {
        path: paths.notFound,
        element: (
          <Lazy>
            <NotFoundPage />
          </Lazy>
        ),
      },
      { path: paths.loginUnprotected, element: <LoginPage /> },
      {
        path: paths.registerUnprotected,
        element: (
          <Lazy>
            <RegisterPage />
          </Lazy>
        ),
      },
      {
        element: <RequireSignedOut />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          {
            path: paths.register,
            element: (
              <Lazy>
                <RegisterPage />
              </Lazy>
            ),
          },
        ],
      },
      {
        path: paths.app,
        element: (
          <RequireAccess>
            <Lazy>
              <SignedInApp />
            </Lazy>
          </RequireAccess>
        ),
        // A page's failure shows inside the layout, which stays usable around it.
        children: appChildren.map((child) => ({
          ...child,
          element: <Lazy>{child.element}</Lazy>,
          errorElement: <RouteError />,
        })) as RouteObject[],
      },
      {
        path: '*',
        element: (
          <Lazy>
            <NotFoundPage />
          </Lazy>
        ),
      },
    ],
  },
];

/**
 * Opening an /app address (a reload, a bookmark, the installed app's start), starts everything the
 * first screen needs at once, in parallel with the sign-in restore: Firestore with the profile
 * watcher, the layout and the page's own chunk. Otherwise each waits for the one before it (auth,
 * then the profile, then the layout's render, then the page's), which on a slow tablet was most of
 * the time to the first row. Public addresses load nothing more.
 */
export function preloadAppRoute(pathname: string): void {
  const page = appPageOf(pathname);
  if (page === undefined) return;
  const loads = [loadProfileWatcher(), loadAppLayout(), BUILT_PAGES[page]?.preload()];
  // A failed download is reported by the import that renders it.
  for (const load of loads) load?.catch(() => undefined);
}

export function createAppRouter() {
  preloadAppRoute(window.location.pathname);
  return createBrowserRouter(routes);
}
