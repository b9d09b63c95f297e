import { updatePassword as setAuthPassword } from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { requireCurrentUser } from './current-user';

/** Update password (spec 01 §7). */
export interface UpdatePasswordInput {
  uid: string;
  password: string;
}

/** Sets the signed-in user's password, then refreshes the ID token. */
export async function updatePassword(input: UpdatePasswordInput): Promise<void> {
  const user = requireCurrentUser(auth, input.uid);
  await setAuthPassword(user, input.password);
  await user.getIdToken(true);
}
