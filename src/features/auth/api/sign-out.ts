import { signOut as firebaseSignOut } from 'firebase/auth';
import { auth } from '@/lib/firebaseAuth';

export function signOut(): Promise<void> {
  return firebaseSignOut(auth);
}
