import { errorText } from '@/lib/errors';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onAuthStateChanged } from 'firebase/auth';
import { auth } from '@/lib/firebaseAuth';
import { setDisplayTimeZone } from '@/lib/timeZone';
import { hasPermission, type Permission } from '@/domain/permissions';
import { registerSignedInPreload } from '@/lib/signedInPreload';
import { loadProfileWatcher } from './loadProfileWatcher';
import { TIMEZONE_IANA } from './timeZones';

registerSignedInPreload(loadProfileWatcher);
import { SessionContext, type Session, type SessionState } from './SessionContext';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  useEffect(() => {
    let stopProfile: (() => void) | undefined;
    const stopAuth = onAuthStateChanged(auth, (user) => {
      stopProfile?.();
      stopProfile = undefined;
      if (!user) {
        setDisplayTimeZone(undefined);
        setState({ status: 'signedOut' });
        return;
      }
      setState({ status: 'signedIn', user, profile: null });
      const fail = (error: unknown) => {
        console.error('Reading or creating the user profile failed', error);
        setState({ status: 'signedIn', user, profile: null, profileError: errorText(error) });
      };
      let stopped = false;
      stopProfile = () => {
        stopped = true;
      };
      // Firestore arrives with the signed-in app's chunk, fetched here (or earlier, while the
      // sign-in form is typed in: see @/lib/signedInPreload).
      loadProfileWatcher().then(({ watchProfile }) => {
        if (stopped) return;
        stopProfile = watchProfile(
          user,
          (profile) => {
            // Before the state: the render it causes shows every time in the user's zone.
            setDisplayTimeZone(TIMEZONE_IANA[profile.timezone]);
            setState({ status: 'signedIn', user, profile });
          },
          fail,
        );
      }, fail);
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
