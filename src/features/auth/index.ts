export { SessionProvider } from './session/SessionProvider';
export {
  useSession,
  useSignedInUser,
  type Session,
  type SessionState,
} from './session/SessionContext';
export { RequireAccess, RequirePermission, RequireSignedOut } from './components/guards';
export { TopRoleOnly } from './components/TopRoleOnly';
export { LoginPage } from './pages/LoginPage';
export { RegisterPage } from './pages/RegisterPage';
export { signOut } from './api/sign-out';
export * from './model/permissions';
export * from './model/user';
export * from './model/territoryScope';
