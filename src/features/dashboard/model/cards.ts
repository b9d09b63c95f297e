import type { Permission, Role } from '@/domain/permissions';

/**
 * The cards of the home dashboard (/app, issue 14): what each role must act on today. The order
 * of a role's list is the order on screen. `upcomingEvents` (approved events, issue 12) and
 * `pastDueInspections` (inspection scheduling, issue 16) are the approvals' and compliance
 * features' own cards (pages/HomeDashboardPage.tsx).
 */
export type CardId =
  | 'ordersAwaitingApproval'
  | 'ordersAwaitingFulfilment'
  | 'ownOrders'
  | 'approvalsDue'
  | 'approvalsReturned'
  | 'upcomingEvents'
  | 'pastDueInspections'
  | 'complianceScores'
  | 'drafts'
  | 'announcements';

const CORPORATE: Record<'superAdmin' | 'fulfillment', CardId[]> = {
  superAdmin: [
    'ordersAwaitingApproval',
    'approvalsDue',
    'upcomingEvents',
    'pastDueInspections',
    'complianceScores',
    'drafts',
    'announcements',
  ],
  // The Fulfillment team ships what was approved first; approving is also theirs (top role).
  fulfillment: [
    'ordersAwaitingFulfilment',
    'ordersAwaitingApproval',
    'approvalsDue',
    'upcomingEvents',
    'pastDueInspections',
    'complianceScores',
    'drafts',
    'announcements',
  ],
};

const FRANCHISE: CardId[] = [
  'ownOrders',
  'approvalsReturned',
  'upcomingEvents',
  'pastDueInspections',
  'complianceScores',
  'drafts',
  'announcements',
];

/** What a card needs; a card whose permission the user lacks is not shown. */
const NEEDS: Partial<Record<CardId, Permission[]>> = {
  ordersAwaitingApproval: ['orders.setStatus'],
  ordersAwaitingFulfilment: ['fulfillments.view'],
  ownOrders: ['orders.view'],
  approvalsDue: ['approvals.review'],
  approvalsReturned: ['approvals.view'],
  upcomingEvents: ['approvals.view'],
  pastDueInspections: ['complianceReports.view'],
  complianceScores: ['complianceReports.view'],
};

/** The drafts card lists the kinds the user may open; it shows when there is at least one. */
export const DRAFT_PERMISSIONS = {
  orders: 'draftOrders.view',
  compliance: 'complianceDrafts.view',
  approvals: 'approvals.view',
} as const satisfies Record<string, Permission>;

/** The cards `role` sees, in screen order, filtered by what `can` allows. */
export function dashboardCards(role: Role | null, can: (p: Permission) => boolean): CardId[] {
  if (!role) return [];
  const list = role === 'superAdmin' || role === 'fulfillment' ? CORPORATE[role] : FRANCHISE;
  return list.filter((id) => {
    if (id === 'drafts') return Object.values(DRAFT_PERMISSIONS).some((p) => can(p));
    return (NEEDS[id] ?? []).every((p) => can(p));
  });
}
