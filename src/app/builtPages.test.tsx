import { lazyPage } from '@/lib/featurePages';
import { builtPages } from './builtPages';
import { APP_ROUTES } from './routeTable';

describe('builtPages', () => {
  it('has a page for every route of the table, so no route falls back to a placeholder', () => {
    const pages = builtPages(lazyPage(async () => ({ default: () => null })));
    const missing = APP_ROUTES.map((route) => route.path).filter((path) => !(path in pages));
    expect(missing).toEqual([]);
  });
});
