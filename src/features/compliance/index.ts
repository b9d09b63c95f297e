import type { FeaturePages } from '@/lib/featurePages';
import { cataloguePages } from './catalogue/pages';
import { reportsPages } from './reports/pages';
import { mysteryShopperPages } from './mysteryShopper/pages';

export const compliancePages: FeaturePages = {
  ...cataloguePages,
  ...reportsPages,
  ...mysteryShopperPages,
};
