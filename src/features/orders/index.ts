import { lazyWidget } from '@/lib/lazyWidget';

export { ordersPages } from './pages';

/**
 * The approved and fulfilled order bells of the header. Lazy, so that importing this feature's
 * page map into the router does not pull the bells (and Firestore) into the first page's bundle.
 */
export const OrderNotificationBells = lazyWidget(() =>
  import('./bells/components/OrderNotificationBells').then((m) => m.OrderNotificationBells),
);
