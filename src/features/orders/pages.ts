import type { FeaturePages } from '@/lib/featurePages';
import { orderingPages } from './ordering/pages';
import { fulfillmentPages } from './fulfillment/pages';

/** Built ordering and fulfillment screens by route path (see src/app/routeTable.ts). */
export const ordersPages: FeaturePages = { ...orderingPages, ...fulfillmentPages };
