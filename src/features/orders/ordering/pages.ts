import { lazyPage, type FeaturePages } from '@/lib/featurePages';

/** Built ordering screens by route path (see src/app/routeTable.ts). */
export const orderingPages: FeaturePages = {
  orders: lazyPage(() => import('./pages/OrdersListPage')),
  'orders/:id': lazyPage(() => import('./pages/OrderDetailPage')),
  'orders/:id/edit': lazyPage(() => import('./pages/EditOrderPage')),
  'new-order': lazyPage(() => import('./pages/NewOrderPage')),
  'draft-orders': lazyPage(() => import('./pages/DraftsListPage')),
  'draft-orders/:id/edit': lazyPage(() => import('./pages/EditDraftPage')),
};
