import { useEffect, useState } from 'react';
import { doc, onSnapshot } from 'firebase/firestore';
import type { UserProfile } from '@/features/auth';
import { db } from '@/lib/firebase';

export type UserState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; user: UserProfile };

/** Get a user (spec 01 §7), kept live so the detail page reflects disable/enable at once. */
export function useUser(id: string | undefined): UserState {
  const [state, setState] = useState<UserState>({ status: 'loading' });
  useEffect(() => {
    if (!id) {
      setState({ status: 'missing' });
      return;
    }
    setState({ status: 'loading' });
    return onSnapshot(
      doc(db, 'users', id),
      (snap) =>
        setState(
          snap.exists()
            ? {
                status: 'ready',
                user: { ...(snap.data() as Omit<UserProfile, 'id'>), id: snap.id },
              }
            : { status: 'missing' },
        ),
      (error) => {
        // Refused by the rules (out of scope) or offline: the page says it cannot be shown.
        console.error(error);
        setState({ status: 'error' });
      },
    );
  }, [id]);
  return state;
}
