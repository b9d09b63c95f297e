import type { OrderStatus } from '../../model/types';

/** The fulfillments screen's tabs (spec 01 §2), kept in the `tab` query parameter. */
export const FULFILLMENT_TABS = ['approved', 'fulfilled'] as const;
export type FulfillmentTab = (typeof FULFILLMENT_TABS)[number] & OrderStatus;

export const FULFILLMENT_TAB_LABELS: Record<FulfillmentTab, string> = {
  approved: 'Approved',
  fulfilled: 'Fulfilled',
};

/** The tab named by the query parameter; anything else (absent, stale link) is "approved". */
export function parseFulfillmentTab(value: string | null): FulfillmentTab {
  return FULFILLMENT_TABS.find((tab) => tab === value) ?? 'approved';
}

/** The status a tab's action moves an order to: Fulfill on approved, Unfulfill on fulfilled. */
export function fulfillmentTarget(status: OrderStatus): FulfillmentTab | null {
  if (status === 'approved') return 'fulfilled';
  if (status === 'fulfilled') return 'approved';
  return null;
}
