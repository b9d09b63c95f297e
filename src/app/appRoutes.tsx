import { lazy } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { RequireAccess, RequirePermission } from '@/features/auth';
import { lazyPage } from '@/lib/featurePages';
import { appPatterns, paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/usePageTitle';
import { APP_ROUTES, LEGACY_REDIRECTS, type AppRouteDef } from './routeTable';
import { builtPages } from './builtPages';
import { LazyRoute } from './LazyRoute';
import { ParamRedirect } from './ParamRedirect';
import { RouteError } from './RouteError';
import { loadAppLayout, loadDashboard } from './signedInChunks';

const SignedInApp = lazy(() => loadAppLayout().then((m) => ({ default: m.SignedInApp })));
const DashboardPage = lazyPage(() => loadDashboard().then((m) => ({ default: m.DashboardPage })));
const BUILT_PAGES = builtPages(DashboardPage);

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

/** What a page's route carries: its key in BUILT_PAGES, for preloading its chunk. */
interface PageHandle {
  page: string;
}

const appChildren: RouteObject[] = [
  {
    index: true,
    handle: { page: '' } satisfies PageHandle,
    element: <TitledPage route={{ path: '', title: 'Dashboard', permission: 'dashboard.view' }} />,
  },
  { path: appPatterns.accountRoot, element: <Navigate to={paths.account()} replace /> },
  ...APP_ROUTES.map((route) => ({
    path: route.path,
    handle: { page: route.path } satisfies PageHandle,
    element: <TitledPage route={route} />,
  })),
  ...LEGACY_REDIRECTS.map(({ from, to }) => ({ path: from, element: <ParamRedirect to={to} /> })),
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];

/** /app and every screen under it, added to the router on the first visit (router.tsx). */
export const appRoute: RouteObject = {
  path: paths.app,
  element: (
    <RequireAccess>
      <LazyRoute>
        <SignedInApp />
      </LazyRoute>
    </RequireAccess>
  ),
  // A page's failure shows inside the layout, which stays usable around it.
  children: appChildren.map((child) => ({
    ...child,
    element: <LazyRoute>{child.element}</LazyRoute>,
    errorElement: <RouteError />,
  })) as RouteObject[],
};

/** The page key (route path relative to /app) an address opens, or undefined if none. */
export function appPageOf(pathname: string): string | undefined {
  // Route handles are untyped in React Router; ours are PageHandles or absent.
  const handle = matchRoutes([appRoute], pathname)?.at(-1)?.route.handle as PageHandle | undefined;
  return handle?.page;
}

/** Starts the download of the screen an /app address opens. */
export function preloadAppPage(pathname: string): Promise<unknown> | undefined {
  const page = appPageOf(pathname);
  return page === undefined ? undefined : BUILT_PAGES[page]?.preload();
}
