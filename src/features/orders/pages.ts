import type { FeaturePages } from '@/lib/featurePages';
import { orderingPages } from './ordering/pages';
import { fulfillmentPages } from './fulfillment/pages';
import { fulfillmentNotesPages } from './fulfillmentNotes/pages';

/** Built ordering, fulfillment and fulfillment-note screens by route path (src/app/routeTable.ts). */
export const ordersPages: FeaturePages = {
  ...orderingPages,
  ...fulfillmentPages,
  ...fulfillmentNotesPages,
};
