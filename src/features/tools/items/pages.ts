import type { FeaturePages } from '@/lib/featurePages';

/** Built items screens by route path (see src/app/routeTable.ts). */
export const itemsPages: FeaturePages = {};
