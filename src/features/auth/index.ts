export { SessionProvider } from './session/SessionProvider';
export { useSession, useSignedInUser, type Session, type SessionState } from './session/SessionContext';
export * from './model/permissions';
export * from './model/user';
