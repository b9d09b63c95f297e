import { type Role, TERRITORY_LEVEL_ROLES, TOP_ROLES } from '@/domain/permissions';
import type { OrderNotification } from '../../model/types';

/** The two order bells of the header (spec 01 §2): approved and fulfilled orders. */
export const ORDER_BELL_KINDS = ['approved', 'fulfilled'] as const;
export type OrderBellKind = (typeof ORDER_BELL_KINDS)[number];

export interface OrderBellConfig {
  /** Button label, tooltip and popover title. */
  label: string;
  /** The notification flag the bell lists (spec 01 §3 Order notification status). */
  flag: `status.${keyof OrderNotification['status']}`;
  badgeTestId: string;
}

export const ORDER_BELLS: Record<OrderBellKind, OrderBellConfig> = {
  approved: {
    label: 'Approved orders',
    flag: 'status.isApproved',
    badgeTestId: 'approved-orders-badge',
  },
  fulfilled: {
    label: 'Fulfilled orders',
    flag: 'status.isFulfilled',
    badgeTestId: 'fulfilled-orders-badge',
  },
};

/**
 * Which notifications a user's bells cover, or null when the user gets no bells: the two top
 * roles see every territory; Manager and Employee (the territory-level role) every territory on
 * their own record (spec 01 §6), which is also what the rules (bellReader) let them read. The
 * queries split a scope of more than 30 territories (Firestore's `in` limit) into chunks
 * (api/order-notifications-query.ts), so none is left out.
 */
export type BellScope = { all: true } | { all: false; territoryIds: string[] };

export function bellScope(profile: {
  role: Role | null;
  territoryIds: readonly string[];
}): BellScope | null {
  if (!profile.role) return null;
  if (TOP_ROLES.includes(profile.role)) return { all: true };
  if (TERRITORY_LEVEL_ROLES.includes(profile.role)) {
    return { all: false, territoryIds: [...profile.territoryIds] };
  }
  return null;
}

/** The scope holds no territory at all: nothing to ask the server. */
export function isEmptyScope(scope: BellScope): boolean {
  return !scope.all && scope.territoryIds.length === 0;
}

/** Unread = all in scope minus those whose readRecipients has the user (two counts). */
export function unreadCount(total: number, read: number): number {
  return Math.max(0, total - read);
}

/** What a notification says in the bell: "Order #12 · North Coast Commissary". */
export function notificationTitle(n: Pick<OrderNotification, 'orderNumber' | 'name'>): string {
  return n.name ? `Order #${n.orderNumber} · ${n.name}` : `Order #${n.orderNumber}`;
}
