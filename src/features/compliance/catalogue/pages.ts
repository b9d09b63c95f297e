import type { FeaturePages } from '@/lib/featurePages';

/** Built catalogue screens by route path (see src/app/routeTable.ts). */
export const cataloguePages: FeaturePages = {};
