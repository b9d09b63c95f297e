import { lazy } from 'react';
export { SessionProvider } from './session/SessionProvider';
export { loadProfileWatcher } from './session/loadProfileWatcher';
export {
  useSession,
  useSignedInUser,
  type Session,
  type SessionState,
} from './session/SessionContext';
export { RequireAccess, RequirePermission, RequireSignedOut } from './components/guards';
export { TopRoleOnly } from './components/TopRoleOnly';
export { LoginPage } from './pages/LoginPage';
/** Lazy: the sign-in page (the usual first page) should not carry the register form. */
export const RegisterPage = lazy(() =>
  import('./pages/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
export { signOut } from './api/sign-out';
export * from './model/permissions';
export * from './model/user';
export * from './model/territoryScope';
