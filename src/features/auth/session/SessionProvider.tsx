import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onAuthStateChanged } from 'firebase/auth';
import { doc, onSnapshot } from 'firebase/firestore';
import { auth, db } from '@/lib/firebase';
import { hasPermission, type Permission } from '../model/permissions';
import type { UserProfile } from '../model/user';
import { ensureUserProfile } from '../api/ensure-user-profile';
import { takePendingProfile } from '../api/pending-profile';
import { SessionContext, type Session, type SessionState } from './SessionContext';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong';
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  useEffect(() => {
    let stopProfile: (() => void) | undefined;
    const stopAuth = onAuthStateChanged(auth, (user) => {
      stopProfile?.();
      stopProfile = undefined;
      if (!user) {
        setState({ status: 'signedOut' });
        return;
      }
      setState({ status: 'signedIn', user, profile: null });
      stopProfile = onSnapshot(
        doc(db, 'users', user.uid),
        (snap) => {
          if (!snap.exists()) {
            ensureUserProfile(db, user, takePendingProfile()).catch((error: unknown) => {
              console.error('Creating the user profile failed', error);
              setState({ status: 'signedIn', user, profile: null, profileError: messageOf(error) });
            });
            return;
          }
          const profile = { id: snap.id, ...snap.data() } as UserProfile;
          setState({ status: 'signedIn', user, profile });
        },
        (error) => {
          console.error('Reading the user profile failed', error);
          setState({ status: 'signedIn', user, profile: null, profileError: messageOf(error) });
        },
      );
    });
    return () => {
      stopProfile?.();
      stopAuth();
    };
  }, []);

  const can = useCallback(
    (permission: Permission) =>
      state.status === 'signedIn' &&
      !!state.profile &&
      !state.profile.disabled &&
      hasPermission(state.profile.permissions, permission),
    [state],
  );

  const session = useMemo<Session>(() => ({ state, can }), [state, can]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
