import { createContext, useContext } from 'react';
import type { User } from 'firebase/auth';
import type { Permission } from '@/domain/permissions';
import type { UserProfile } from '@/data/users';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      user: User;
      /** Null for the moment between sign-up and the profile document's first snapshot. */
      profile: UserProfile | null;
      /** Set when the profile could not be created or read (offline on first sign-in, say). */
      profileError?: string;
    };

export interface Session {
  state: SessionState;
  /** True when the signed-in, enabled user holds the permission. */
  can: (permission: Permission) => boolean;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The signed-in user and their profile; only for screens behind the /app guard. */
export function useSignedInUser(): { user: User; profile: UserProfile } {
  const { state } = useSession();
  if (state.status !== 'signedIn' || !state.profile) {
    throw new Error('useSignedInUser needs a signed-in user with a profile');
  }
  return { user: state.user, profile: state.profile };
}
