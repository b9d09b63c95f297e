import type { FeaturePages } from '@/lib/featurePages';

/** Built ordering screens by route path (see src/app/routeTable.ts). */
export const orderingPages: FeaturePages = {};
