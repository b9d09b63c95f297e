import type { FeaturePages } from '@/lib/featurePages';
import { orderingPages } from './ordering/pages';
import { fulfillmentPages } from './fulfillment/pages';

export const ordersPages: FeaturePages = { ...orderingPages, ...fulfillmentPages };

// ---- ordering (orders helper): what other features and the header may use ----
export * from './model/types';
export { orderTotals, exceedsMaxPallets, type OrderTotals } from './model/totals';
export { STATUS_TRANSITIONS, canTransition, transitionPermission } from './model/status';
export { changeOrderStatus } from './api/change-order-status';
export { getOrder, useOrder, type OrderLoad } from './api/get-order';

// ---- order notification bells (fulfillment helper): mounted in the app header ----
export {
  OrderNotificationBells,
  type OrderNotificationBellsProps,
} from './bells/components/OrderNotificationBells';
