import type { FeaturePages } from '@/lib/featurePages';

/** Built fulfillment screens by route path (see src/app/routeTable.ts). */
export const fulfillmentPages: FeaturePages = {};
