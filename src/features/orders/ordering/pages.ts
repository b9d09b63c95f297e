import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';

/** Built ordering screens by route path (see src/app/routeTable.ts). */
export const orderingPages: FeaturePages = {
  [appPatterns.orders]: lazyPage(() => import('./pages/OrdersListPage')),
  [appPatterns.order]: lazyPage(() => import('./pages/OrderDetailPage')),
  [appPatterns.editOrder]: lazyPage(() => import('./pages/EditOrderPage')),
  [appPatterns.newOrder]: lazyPage(() => import('./pages/NewOrderPage')),
  [appPatterns.draftOrders]: lazyPage(() => import('./pages/DraftsListPage')),
  [appPatterns.editDraftOrder]: lazyPage(() => import('./pages/EditDraftPage')),
};
