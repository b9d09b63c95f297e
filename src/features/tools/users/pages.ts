import { lazy } from 'react';
import type { FeaturePages } from '@/lib/featurePages';

/** Built users screens by route path (see src/app/routeTable.ts). */
export const usersPages: FeaturePages = {
  'tools/users': lazy(() => import('./pages/UsersListPage')),
  'tools/users/:id': lazy(() => import('./pages/UserDetailPage')),
  'tools/new-user': lazy(() => import('./pages/NewUserPage')),
  'tools/users/:id/edit': lazy(() => import('./pages/EditUserPage')),
  'tools/users/:id/permissions': lazy(() => import('./pages/UserPermissionsPage')),
};
