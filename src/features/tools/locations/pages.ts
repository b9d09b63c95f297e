import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns, type AppRouteName } from '@/lib/paths';

type ResourceName = 'territories' | 'franchiseLocations' | 'deliveryLocations' | 'llcs';
type Screen = 'list' | 'detail' | 'create' | 'edit';

/** Each resource's four routes in src/lib/paths.ts; the list route shares the resource's name. */
const ROUTES: Record<ResourceName, Record<Screen, AppRouteName>> = {
  territories: {
    list: 'territories',
    detail: 'territory',
    create: 'newTerritory',
    edit: 'editTerritory',
  },
  franchiseLocations: {
    list: 'franchiseLocations',
    detail: 'franchiseLocation',
    create: 'newFranchiseLocation',
    edit: 'editFranchiseLocation',
  },
  deliveryLocations: {
    list: 'deliveryLocations',
    detail: 'deliveryLocation',
    create: 'newDeliveryLocation',
    edit: 'editDeliveryLocation',
  },
  llcs: { list: 'llcs', detail: 'llc', create: 'newLlc', edit: 'editLlc' },
};

/** The four screens of one resource, each loaded on demand with the shared kit. */
function resourcePages(name: ResourceName): FeaturePages {
  const load = (screen: Screen) =>
    lazyPage(() => import('./ResourceScreens').then((m) => ({ default: m.screen(name, screen) })));
  const routes = ROUTES[name];
  return {
    [appPatterns[routes.list]]: load('list'),
    [appPatterns[routes.detail]]: load('detail'),
    [appPatterns[routes.create]]: load('create'),
    [appPatterns[routes.edit]]: load('edit'),
  };
}

/** Built locations screens by route path (see src/app/routeTable.ts). */
export const locationsPages: FeaturePages = {
  ...resourcePages('territories'),
  ...resourcePages('franchiseLocations'),
  ...resourcePages('deliveryLocations'),
  ...resourcePages('llcs'),
};
