import type { Auth, User } from 'firebase/auth';

export const SIGNED_OUT_MESSAGE = 'You are signed out. Sign in again to change your account.';

/** The signed-in Firebase user, refusing when the session changed under the form. */
export function requireCurrentUser(auth: Auth, uid: string): User {
  const user = auth.currentUser;
  if (!user || user.uid !== uid) throw new Error(SIGNED_OUT_MESSAGE);
  return user;
}
