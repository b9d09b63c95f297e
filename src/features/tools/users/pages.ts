import { lazyPage, type FeaturePages } from '@/lib/featurePages';

/** Built users screens by route path (see src/app/routeTable.ts). */
export const usersPages: FeaturePages = {
  'tools/users': lazyPage(() => import('./pages/UsersListPage')),
  'tools/users/:id': lazyPage(() => import('./pages/UserDetailPage')),
  'tools/new-user': lazyPage(() => import('./pages/NewUserPage')),
  'tools/users/:id/edit': lazyPage(() => import('./pages/EditUserPage')),
  'tools/users/:id/permissions': lazyPage(() => import('./pages/UserPermissionsPage')),
};
