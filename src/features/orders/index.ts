import type { FeaturePages } from '@/lib/featurePages';
import { orderingPages } from './ordering/pages';
import { fulfillmentPages } from './fulfillment/pages';

export const ordersPages: FeaturePages = { ...orderingPages, ...fulfillmentPages };
