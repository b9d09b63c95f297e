import { updateEmail } from 'firebase/auth';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { auth, db } from '@/lib/firebase';
import type { Timezone } from '@/features/auth';
import { requireCurrentUser } from './current-user';

/** Update profile (spec 01 §7): the fields the General tab edits. Values arrive trimmed. */
export interface UpdateProfileInput {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Digits only, e.g. "5551234567", or empty. */
  mobile: string;
  timezone: Timezone;
}

/**
 * Changes the sign-in e-mail first when it differs, so a refused change (recent login needed,
 * address taken) leaves the profile document untouched; then writes `users/{uid}` and refreshes
 * the ID token so the session carries the new e-mail.
 */
export async function updateProfile(input: UpdateProfileInput): Promise<void> {
  const user = requireCurrentUser(auth, input.uid);
  if (input.email.toLowerCase() !== (user.email ?? '').toLowerCase()) {
    await updateEmail(user, input.email);
  }
  await updateDoc(doc(db, 'users', input.uid), {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    mobile: input.mobile,
    timezone: input.timezone,
    updatedAt: serverTimestamp(),
  });
  await user.getIdToken(true);
}
