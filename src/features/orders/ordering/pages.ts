import { lazy } from 'react';
import type { FeaturePages } from '@/lib/featurePages';

/** Built ordering screens by route path (see src/app/routeTable.ts). */
export const orderingPages: FeaturePages = {
  orders: lazy(() => import('./pages/OrdersListPage')),
  'orders/:id': lazy(() => import('./pages/OrderDetailPage')),
  'orders/:id/edit': lazy(() => import('./pages/EditOrderPage')),
  'new-order': lazy(() => import('./pages/NewOrderPage')),
  'draft-orders': lazy(() => import('./pages/DraftsListPage')),
  'draft-orders/:id/edit': lazy(() => import('./pages/EditDraftPage')),
};
