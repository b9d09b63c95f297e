import { lazyWidget } from '@/lib/lazyWidget';

export { approvalsPages } from './pages';

/** The reviewers' header bell; lazy so the first page's bundle stays small. */
export const ApprovalsBell = lazyWidget(() =>
  import('./components/ApprovalsBell').then((m) => m.ApprovalsBell),
);
// The home dashboard's approvals cards (issue 14).
export { countDueApprovals, countOwnApprovals } from './api/dashboard-counts';

/**
 * Registers approval files with the offline photo queue (features/offline), so files picked
 * offline upload from any page once the connection returns. Loaded on demand by the app shell.
 */
export const loadApprovalFileTarget = (): Promise<void> =>
  import('./api/register-file-target').then((m) => m.registerApprovalFileTarget());

/** The dashboard's "Upcoming events" card (approved events of the next 30 days). */
export { UpcomingEventsCard } from './components/UpcomingEventsCard';
export { listUpcomingEvents } from './api/upcoming-events';
export type { UpcomingEvent } from './model/upcoming';
