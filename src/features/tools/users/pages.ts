import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';

/** Built users screens by route path (see src/app/routeTable.ts). */
export const usersPages: FeaturePages = {
  [appPatterns.users]: lazyPage(() => import('./pages/UsersListPage')),
  [appPatterns.user]: lazyPage(() => import('./pages/UserDetailPage')),
  [appPatterns.newUser]: lazyPage(() => import('./pages/NewUserPage')),
  [appPatterns.editUser]: lazyPage(() => import('./pages/EditUserPage')),
  [appPatterns.userPermissions]: lazyPage(() => import('./pages/UserPermissionsPage')),
};
