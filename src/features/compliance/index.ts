import type { FeaturePages } from '@/lib/featurePages';
import { cataloguePages } from './catalogue/pages';
import { inspectionPages } from './inspection/pages';
import { reportsPages } from './reports/pages';
import { mysteryShopperPages } from './mysteryShopper/pages';

export const compliancePages: FeaturePages = {
  ...cataloguePages,
  ...inspectionPages,
  ...reportsPages,
  ...mysteryShopperPages,
};

// Header compliance report notification list (reports helper), mounted by AppLayout.
export { ComplianceNotificationList } from './reports/notifications/ComplianceNotificationList';
