import type { User } from 'firebase/auth';
import { onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { userProfileRef, type UserProfile } from '@/data/users';
import { announceSignUp } from '../api/announce-sign-up';
import { ensureUserProfile } from '../api/ensure-user-profile';
import { takePendingProfile } from '../api/pending-profile';

/**
 * Follows `users/{uid}` (live: a role assigned by an admin opens the app by itself), creating the
 * profile on first sign-in. Loaded only after sign-in, so the public pages never load Firestore.
 * The persistent cache answers the first snapshot from the device on a return visit. A profile
 * created waiting for a role is announced to those who may give one.
 */
export function watchProfile(
  user: User,
  onProfile: (profile: UserProfile) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    userProfileRef(db, user.uid),
    (snap) => {
      const profile = snap.data();
      if (profile) {
        onProfile(profile);
        return;
      }
      ensureUserProfile(db, user, takePendingProfile())
        .then((waiting) => {
          if (waiting) announceSignUp(db);
        })
        .catch(onError);
    },
    onError,
  );
}
