import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { routeKeys } from './routes';

type ResourceName = 'territories' | 'franchiseLocations' | 'deliveryLocations' | 'llcs';

const ROUTES: Record<ResourceName, ReturnType<typeof routeKeys>> = {
  territories: routeKeys('territories', 'territory'),
  franchiseLocations: routeKeys('franchise-locations', 'franchise-location'),
  deliveryLocations: routeKeys('delivery-locations', 'delivery-location'),
  llcs: routeKeys('llcs', 'llc'),
};

/** The four screens of one resource, each loaded on demand with the shared kit. */
function resourcePages(name: ResourceName): FeaturePages {
  const load = (screen: 'list' | 'detail' | 'create' | 'edit') =>
    lazyPage(() => import('./ResourceScreens').then((m) => ({ default: m.screen(name, screen) })));
  const keys = ROUTES[name];
  return {
    [keys.list]: load('list'),
    [keys.detail]: load('detail'),
    [keys.create]: load('create'),
    [keys.edit]: load('edit'),
  };
}

/** Built locations screens by route path (see src/app/routeTable.ts). */
export const locationsPages: FeaturePages = {
  ...resourcePages('territories'),
  ...resourcePages('franchiseLocations'),
  ...resourcePages('deliveryLocations'),
  ...resourcePages('llcs'),
};
