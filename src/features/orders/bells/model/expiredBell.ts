import type { TerritoryScope } from '@/domain/territoryScope';
import { isExpired } from '../../model/expiry';
import type { OrderStatus } from '../../model/types';

/** The statuses an order can expire in (model/expiry.ts). */
export const EXPIRABLE_STATUSES: readonly OrderStatus[] = ['pending', 'revision'];

/**
 * Territories per query: `status in` (2 values) times `territoryId in` may make at most 30
 * disjunctions in one Firestore query, so a scope of up to 30 territories takes two queries.
 */
const EXPIRED_TERRITORY_CHUNK = 15;

/**
 * The `territoryId in` chunks of the expired-orders query: null for none (a top role, whose read
 * the rules allow unscoped), an empty list when the user has no territory (nothing to ask).
 */
export function expiredTerritoryChunks(scope: TerritoryScope): (string[] | null)[] {
  if (scope.kind === 'all') return [null];
  if (scope.kind === 'none') return [];
  const chunks: string[][] = [];
  for (let i = 0; i < scope.territoryIds.length; i += EXPIRED_TERRITORY_CHUNK) {
    chunks.push(scope.territoryIds.slice(i, i + EXPIRED_TERRITORY_CHUNK));
  }
  return chunks;
}

/** Orders last changed before this (unix seconds) are expired: older than `days` days. */
export function expiryCutoffSeconds(nowSeconds: number, days: number): number {
  return nowSeconds - days * 24 * 60 * 60;
}

export interface ExpiredCandidate {
  id: string;
  orderNumber: number;
  status: OrderStatus;
  updatedAtTimestamp?: number;
  deliveryLocation: { name: string };
  territory: { name: string };
}

export interface ExpiredBellItem {
  id: string;
  orderNumber: number;
  name: string;
  territoryName: string;
  updatedAt: Date;
}

/**
 * What the expired bell lists: the orders that are expired now (the server's answer may hold an
 * order changed since, or the same order twice across chunks), longest waiting first.
 */
export function expiredBellItems(
  orders: readonly ExpiredCandidate[],
  nowSeconds: number,
  days: number,
): ExpiredBellItem[] {
  const byId = new Map<string, ExpiredCandidate>();
  for (const order of orders) {
    if (isExpired(order, nowSeconds, days)) byId.set(order.id, order);
  }
  return [...byId.values()]
    .sort((a, b) => (a.updatedAtTimestamp ?? 0) - (b.updatedAtTimestamp ?? 0))
    .map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      name: order.deliveryLocation.name,
      territoryName: order.territory.name,
      updatedAt: new Date((order.updatedAtTimestamp ?? 0) * 1000),
    }));
}
