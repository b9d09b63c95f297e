import { matchPath, type RouteObject } from 'react-router-dom';
import { appPattern, appPatterns, paths, publicPatterns, type AppRouteName } from '@/lib/paths';
import { appRoute } from './appRoutes';
import { NAV_SECTIONS } from './layout/navigation';
import { LEGACY_REDIRECTS } from './routeTable';
import { routes } from './router';

// The definition (src/lib/paths.ts) cannot import the router (lib stands under app), so the
// router's side of the contract is checked here.

/** Every path the route objects declare, children's relative to their parent; '*' left out. */
function declaredPaths(objects: RouteObject[]): string[] {
  return objects.flatMap((route) => [
    ...(route.path !== undefined && route.path !== '*' ? [route.path] : []),
    ...declaredPaths(route.children ?? []),
  ]);
}

const publicDeclared = declaredPaths(routes);
const appDeclared = declaredPaths(appRoute.children ?? []);
const routeNames = Object.keys(appPatterns) as AppRouteName[];

describe('the router and the route definition', () => {
  it('declares only the public paths of the definition', () => {
    expect([...publicDeclared].sort()).toEqual(Object.values(publicPatterns).sort());
  });

  it('mounts the signed-in app at paths.app', () => {
    expect(appRoute.path).toBe(paths.app);
  });

  it('declares every /app route of the definition, once, and nothing else', () => {
    expect([...appDeclared].sort()).toEqual(Object.values(appPatterns).sort());
  });

  it('redirects the older training screens to routes of the definition', () => {
    const absolute = new Set(routeNames.map(appPattern));
    expect(LEGACY_REDIRECTS.filter(({ to }) => !absolute.has(to))).toEqual([]);
  });

  it('gives every sidebar entry an address that opens a declared route', () => {
    const declared = [paths.app, ...appDeclared.map((path) => `${paths.app}/${path}`)];
    const entries = NAV_SECTIONS.flatMap((section) => section.items.map((item) => item.to));
    const unmatched = entries.filter(
      (to) => !declared.some((pattern) => matchPath(pattern, to.split('?')[0])),
    );
    expect(unmatched).toEqual([]);
  });
});
