/**
 * The signed-in app's chunks that both the router and the routes of /app (./appRoutes) load: the
 * layout and the dashboard. The router starts them when an /app address is opened; the sign-in
 * form starts them while the user types (@/lib/signedInPreload). The routes' own chunk is loaded
 * by the router alone, so this module and ./appRoutes do not import each other.
 */
export const loadAppLayout = () => import('./layout/SignedInApp');
export const loadDashboard = () => import('./pages/DashboardPage');
