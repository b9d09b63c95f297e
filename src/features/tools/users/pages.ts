import type { FeaturePages } from '@/lib/featurePages';

/** Built users screens by route path (see src/app/routeTable.ts). */
export const usersPages: FeaturePages = {};
