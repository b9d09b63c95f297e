import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';

/** Built fulfillment screens by route path (see src/app/routeTable.ts). */
export const fulfillmentPages: FeaturePages = {
  [appPatterns.fulfillments]: lazyPage(() => import('./pages/FulfillmentsPage')),
  [appPatterns.fulfillment]: lazyPage(() => import('./pages/FulfillmentDetailPage')),
};
