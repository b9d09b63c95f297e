import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword as setAuthPassword,
} from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { requireCurrentUser } from './current-user';

/** Update password (spec 01 §7). */
export interface UpdatePasswordInput {
  uid: string;
  /** Proves it is the user: checked by Firebase Auth before the change. */
  currentPassword: string;
  password: string;
}

/** The current password was not right (Firebase Auth's codes for it). */
export const isWrongPassword = (error: unknown) =>
  ['auth/wrong-password', 'auth/invalid-credential'].includes(
    (error as { code?: string } | null)?.code ?? '',
  );

/**
 * Signs in again with the current password, sets the new one, then refreshes the ID token: a
 * session left open cannot have its password changed by whoever holds the device.
 */
export async function updatePassword(input: UpdatePasswordInput): Promise<void> {
  const user = requireCurrentUser(auth, input.uid);
  await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email ?? '', input.currentPassword),
  );
  await setAuthPassword(user, input.password);
  await user.getIdToken(true);
}
