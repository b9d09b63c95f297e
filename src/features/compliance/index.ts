import { lazy } from 'react';
import type { FeaturePages } from '@/lib/featurePages';
import { cataloguePages } from './catalogue/pages';
import { inspectionPages } from './inspection/pages';
import { reportsPages } from './reports/pages';
import { mysteryShopperPages } from './mysteryShopper/pages';
import { actionsPages } from './actions/pages';

export const compliancePages: FeaturePages = {
  ...cataloguePages,
  ...inspectionPages,
  ...reportsPages,
  ...mysteryShopperPages,
  ...actionsPages,
};

/**
 * The header's compliance report notification list. Lazy, so that importing this feature's page
 * map into the router does not pull it (and Firestore) into the first page's bundle.
 */
export const ComplianceNotificationList = lazy(() =>
  import('./reports/notifications/ComplianceNotificationList').then((m) => ({
    default: m.ComplianceNotificationList,
  })),
);

/** The header's follow-up actions bell for assignees; lazy for the same reason. */
export const ActionsBell = lazy(() =>
  import('./actions/components/ActionsBell').then((m) => ({ default: m.ActionsBell })),
);
