import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import {
  LoginPage,
  RegisterPage,
  RequireAccess,
  RequirePermission,
  RequireSignedOut,
} from '@/features/auth';
import { FullScreenLoader } from '@/components/FullScreenLoader';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/lib/paths';
import type { FeaturePages } from '@/lib/featurePages';
import { toolsPages } from '@/features/tools';
import { trainingPages } from '@/features/training';
import { ordersPages } from '@/features/orders';
import { compliancePages } from '@/features/compliance';
import { approvalsPages } from '@/features/approvals';
import { APP_ROUTES, LEGACY_REDIRECTS, type AppRouteDef } from './routeTable';
import { RouteEffects } from './RouteEffects';
import { ParamRedirect } from './ParamRedirect';
import { LandingPage } from './pages/LandingPage';
import { NotFoundPage } from './pages/NotFoundPage';

// The signed-in app loads on demand so the landing and sign-in pages stay small.
const AppLayout = lazy(() => import('./layout/AppLayout').then((m) => ({ default: m.AppLayout })));
const PricingPage = lazy(() =>
  import('./pages/PricingPage').then((m) => ({ default: m.PricingPage })),
);
const ComingSoonPage = lazy(() =>
  import('./pages/ComingSoonPage').then((m) => ({ default: m.ComingSoonPage })),
);
const DashboardPage = lazy(() =>
  import('./pages/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);

/** Built screens by route path; any route of the table missing here shows "coming soon". */
const BUILT_PAGES: FeaturePages = {
  '': DashboardPage,
  'account/:tab': lazy(() =>
    import('@/features/account').then((m) => ({ default: m.AccountPage })),
  ),
  ...toolsPages,
  ...trainingPages,
  ...ordersPages,
  ...compliancePages,
  ...approvalsPages,
};

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullScreenLoader />}>{children}</Suspense>;
}

function TitledPage({ route }: { route: AppRouteDef }) {
  usePageTitle(route.title);
  const Page = BUILT_PAGES[route.path];
  return (
    <RequirePermission permission={route.permission}>
      {Page ? <Page /> : <ComingSoonPage title={route.title} />}
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
    children: [
      { path: paths.landing, element: <LandingPage /> },
      {
        path: paths.pricing,
        element: (
          <Lazy>
            <PricingPage />
          </Lazy>
        ),
      },
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: paths.loginUnprotected, element: <LoginPage /> },
      { path: paths.registerUnprotected, element: <RegisterPage /> },
      {
        element: <RequireSignedOut />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.register, element: <RegisterPage /> },
        ],
      },
      {
        path: paths.app,
        element: (
          <RequireAccess>
            <Lazy>
              <AppLayout />
            </Lazy>
          </RequireAccess>
        ),
        children: appChildren.map((child) => ({
          ...child,
          element: <Lazy>{child.element}</Lazy>,
        })) as RouteObject[],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
