import { matchRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { APP_ROUTES } from './routeTable';

// The signed-in routes, each with its page key as id ('' is the dashboard).
const appPageRoutes: RouteObject[] = [
  {
    path: paths.app,
    children: [
      { index: true, id: '' },
      ...APP_ROUTES.map((route) => ({ path: route.path, id: route.path })),
    ],
  },
];

/** The page key (route path relative to /app) an address opens, or undefined outside /app. */
export function appPageOf(pathname: string): string | undefined {
  return matchRoutes(appPageRoutes, pathname)?.at(-1)?.route.id;
}
