/**
 * The signed-in app's chunks, apart from the public pages: the routes of /app (their table and
 * the page list), the layout and the dashboard. The router starts them when an /app address is
 * opened; the sign-in form starts them while the user types (@/lib/signedInPreload).
 */
export const loadAppRoutes = () => import('./appRoutes');
export const loadAppLayout = () => import('./layout/SignedInApp');
export const loadDashboard = () => import('./pages/DashboardPage');
