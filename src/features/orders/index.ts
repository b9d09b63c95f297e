import { lazy } from 'react';
import type { FeaturePages } from '@/lib/featurePages';
import { orderingPages } from './ordering/pages';
import { fulfillmentPages } from './fulfillment/pages';

export const ordersPages: FeaturePages = { ...orderingPages, ...fulfillmentPages };

/**
 * The approved and fulfilled order bells of the header. Lazy, so that importing this feature's
 * page map into the router does not pull the bells (and Firestore) into the first page's bundle.
 */
export const OrderNotificationBells = lazy(() =>
  import('./bells/components/OrderNotificationBells').then((m) => ({
    default: m.OrderNotificationBells,
  })),
);
