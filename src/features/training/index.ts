import type { FeaturePages } from '@/lib/featurePages';

/** Built training screens by route path (see src/app/routeTable.ts). */
export const trainingPages: FeaturePages = {};
