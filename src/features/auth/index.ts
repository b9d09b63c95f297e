import { lazy } from 'react';
export { SessionProvider } from './session/SessionProvider';
export { loadProfileWatcher } from './session/loadProfileWatcher';
export { useSession, useSignedInUser } from './session/SessionContext';
export { RequireAccess, RequirePermission, RequireSignedOut } from './components/guards';
export { TopRoleOnly } from './components/TopRoleOnly';
export { LoginPage } from './pages/LoginPage';
/** Lazy: the sign-in page (the usual first page) should not carry the register form. */
export const RegisterPage = lazy(() =>
  import('./pages/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
export { signOut } from './api/sign-out';
export * from '@/domain/permissions';
export { DEFAULT_TIMEZONE, TIMEZONES, type Timezone, type UserProfile } from '@/data/users';
export * from './model/user';
export * from '@/domain/territoryScope';
