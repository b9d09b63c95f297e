/**
 * Shared data for the ordering rules tests (orders, draft-orders, order-notifications): two
 * territories (north: every franchise persona's; south: nobody's), their delivery locations and
 * LLCs, the order counter, and orders in every status.
 */
import { Timestamp, type DocumentData } from 'firebase/firestore';
import type { OrderInput } from '../../src/features/orders/model/form';
import { toStoredLines } from '../../src/data/orderLines';
import type { OrderStatus } from '../../src/features/orders/model/types';
import { NORTH_TERRITORY, PERSONAS, type RulesHarness } from './helpers';

export const NORTH = NORTH_TERRITORY;
export const SOUTH = 'territory-south';
export const AT = Timestamp.fromDate(new Date('2026-11-01T12:00:00Z'));

export const BASE_DOCS: Record<string, DocumentData> = {
  [`territories/${NORTH}`]: territory('North Coast', [
    PERSONAS.franchiseeOwner.uid,
    PERSONAS.manager.uid,
    PERSONAS.employee.uid,
  ]),
  [`territories/${SOUTH}`]: territory('South Bay', []),
  'delivery_locations/dl-north': location('North Dock', NORTH),
  'delivery_locations/dl-north-off': { ...location('Closed Dock', NORTH), enabled: false },
  'delivery_locations/dl-south': location('South Dock', SOUTH),
  'llcs/llc-north': { name: 'North LLC', territoryIds: [NORTH], createdAt: AT, updatedAt: AT },
  'llcs/llc-south': { name: 'South LLC', territoryIds: [SOUTH], createdAt: AT, updatedAt: AT },
  'counters/orders': { value: 60 },
  'item_catalogue_index/active': catalogueIndex(['item-a', 'item-b']),
};

/** item_catalogue_index/active naming `ids` as the active items (what order lines are checked against). */
export function catalogueIndex(ids: string[]): DocumentData {
  return { ids, changed: ids.slice(0, 1) };
}

function territory(name: string, userIds: string[]): DocumentData {
  return {
    name,
    userIds,
    user_id: '',
    user_email: '',
    user_first: '',
    user_last: '',
    user_mobile: '',
    createdAt: AT,
    updatedAt: AT,
  };
}

function location(name: string, territoryId: string): DocumentData {
  return {
    name,
    territoryId,
    recipientName: 'R',
    address1: '1 St',
    address2: '',
    city: 'C',
    state: 'ME',
    zip: '04101',
    mobile: '',
    email: '',
    enabled: true,
    createdAt: AT,
    updatedAt: AT,
  };
}

/** A valid order input for `territory`. */
export function input(territory: 'north' | 'south' = 'north'): OrderInput {
  const north = territory === 'north';
  return {
    territoryId: north ? NORTH : SOUTH,
    territoryName: north ? 'North Coast' : 'South Bay',
    deliveryLocationId: north ? 'dl-north' : 'dl-south',
    deliveryLocationName: north ? 'North Dock' : 'South Dock',
    llcId: north ? 'llc-north' : 'llc-south',
    items: [
      { id: 'item-a', quantity: 3 },
      { id: 'item-b', quantity: 12 },
    ],
    overnightShipping: false,
    maxPallets: 1,
    franchiseeNotes: '',
  };
}

/** A stored order as the seed / app writes it. */
export function orderDoc(
  orderNumber: number,
  status: OrderStatus,
  territory: 'north' | 'south' = 'north',
  userId: string = PERSONAS.franchiseeOwner.uid,
): DocumentData {
  const i = input(territory);
  return {
    orderNumber,
    status,
    overnightShipping: false,
    lines: toStoredLines(i.items),
    maxPallets: 1,
    franchiseeNotes: '',
    corporateNotes: '',
    territoryId: i.territoryId,
    deliveryLocationId: i.deliveryLocationId,
    llcId: i.llcId,
    enabled: status !== 'deleted',
    userId,
    revisions: [],
    readRecipients: [],
    territory: { name: i.territoryName },
    deliveryLocation: { name: i.deliveryLocationName },
    createdAt: AT,
    updatedAt: AT,
    updatedAtTimestamp: AT.seconds,
  };
}

export function notificationDoc(id: string, order: DocumentData): DocumentData {
  const status = order.status as OrderStatus;
  return {
    orderId: id,
    orderNumber: order.orderNumber,
    status: {
      isPending: status === 'pending' || status === 'revision',
      isApproved: status === 'approved',
      isFulfilled: status === 'fulfilled',
    },
    territoryId: order.territoryId,
    name: order.deliveryLocation.name,
    territoryName: order.territory.name,
    isOvernightShipping: order.overnightShipping,
    readRecipients: [],
    lastUpdated: AT,
    createdAt: AT,
    updatedAt: AT,
  };
}

/** Seeds the base data plus `order-<n>` (and its notification) for each given order. */
export async function seedOrders(
  t: RulesHarness,
  orders: Record<string, DocumentData> = {},
): Promise<void> {
  const docs: Record<string, DocumentData> = { ...BASE_DOCS };
  for (const [id, order] of Object.entries(orders)) {
    docs[`orders/${id}`] = order;
    docs[`orderNotifications/${id}`] = notificationDoc(id, order);
  }
  await t.seed(docs);
}
