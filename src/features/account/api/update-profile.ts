import { verifyBeforeUpdateEmail } from 'firebase/auth';
import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { auth, db } from '@/lib/firebase';
import type { Timezone } from '@/features/auth';
import { requireCurrentUser } from './current-user';
import { userDoc } from '@/data/users';

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

export interface UpdateProfileResult {
  /** The address a verification link was sent to, when the e-mail is being changed. */
  verificationSentTo: string | null;
}

/**
 * A new e-mail goes through Firebase's verify-before-update flow first (it works with e-mail
 * enumeration protection, unlike updateEmail): the sign-in address changes only when the link is
 * opened, so a refused request (recent login needed) leaves the profile untouched. The profile
 * always stores the e-mail the session signs in with (the rules refuse any other), so the change
 * reaches it on the first save after the link was opened. Then the ID token is refreshed.
 */
export async function updateProfile(input: UpdateProfileInput): Promise<UpdateProfileResult> {
  const user = requireCurrentUser(auth, input.uid);
  const signInEmail = user.email ?? '';
  const changing = input.email.toLowerCase() !== signInEmail.toLowerCase();
  if (changing) await verifyBeforeUpdateEmail(user, input.email);
  await updateDoc(userDoc(db, input.uid), {
    firstName: input.firstName,
    lastName: input.lastName,
    email: signInEmail,
    mobile: input.mobile,
    timezone: input.timezone,
    updatedAt: serverTimestamp(),
  });
  await user.getIdToken(true);
  return { verificationSentTo: changing ? input.email : null };
}
