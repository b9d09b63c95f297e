import type { FeaturePages } from '@/lib/featurePages';
import { cataloguePages } from './catalogue/pages';
import { inspectionPages } from './inspection/pages';
import { reportsPages } from './reports/pages';
import { mysteryShopperPages } from './mysteryShopper/pages';
import { actionsPages } from './actions/pages';

/** Built compliance screens by route path (see src/app/routeTable.ts). */
export const compliancePages: FeaturePages = {
  ...cataloguePages,
  ...inspectionPages,
  ...reportsPages,
  ...mysteryShopperPages,
  ...actionsPages,
};
