import { lazyWidget } from '@/lib/lazyWidget';

export { compliancePages } from './pages';

/**
 * The header's compliance report notification list. Lazy, so that importing this feature's page
 * map into the router does not pull it (and Firestore) into the first page's bundle.
 */
export const ComplianceNotificationList = lazyWidget(() =>
  import('./reports/notifications/ComplianceNotificationList').then(
    (m) => m.ComplianceNotificationList,
  ),
);

/**
 * Registers compliance photos with the offline photo queue (features/offline), so photos taken
 * offline upload from any page once the connection returns. Loaded on demand by the app shell.
 */
export const loadCompliancePhotoTarget = (): Promise<void> =>
  import('./inspection/api/register-photo-target').then((m) => m.registerCompliancePhotoTarget());
/** Account > Notifications: who new follow-up actions are assigned to (top roles); lazy. */
export const ActionAssignmentCard = lazyWidget(() =>
  import('./actions/components/ActionAssignmentCard').then((m) => m.ActionAssignmentCard),
);
/** The header's follow-up actions bell for assignees; lazy for the same reason. */
export const ActionsBell = lazyWidget(() =>
  import('./actions/components/ActionsBell').then((m) => m.ActionsBell),
);
// The home dashboard's score trends (issue 14) reuse the report view's history and trend.
export { listLocationHistory } from './history/api/list-location-history';
export { scoreTrend, type PastReport, type ScoreTrend } from './history/model/previousResults';
/**
 * Dashboard card (issue 16 scheduling): locations of the user's scope past due for an inspection,
 * with links that start one. Lazy like the bells; the /app dashboard places it.
 */
export const PastDueInspectionsCard = lazyWidget(() =>
  import('./schedule/components/PastDueInspectionsCard').then((m) => m.PastDueInspectionsCard),
);
/** Inspection frequency limits and default, for the franchise location form (tools). */
export {
  DEFAULT_INSPECTION_FREQUENCY_DAYS,
  MAX_INSPECTION_FREQUENCY_DAYS,
  MIN_INSPECTION_FREQUENCY_DAYS,
} from './model/location';
