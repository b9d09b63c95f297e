import type { Firestore } from 'firebase/firestore';
import { getFunctions, httpsCallable } from 'firebase/functions';
import { CALLABLES, FUNCTIONS_REGION, type AnnounceSignUpResult } from '@/lib/callables';

/**
 * Asks the server to tell those who assign roles that the caller, just signed up, waits for one
 * (the `announceSignUp` callable, functions/src/users/announceSignUp.ts): browsers cannot write
 * the notifications. Not awaited, like notifyEvent (features/mail): the profile is saved whatever
 * happens to the call, and a failed call is logged, not retried; the user still shows under
 * "Waiting for a role" in the users list and its badge.
 */
export function announceSignUp(firestore: Firestore): void {
  const call = httpsCallable<undefined, AnnounceSignUpResult>(
    getFunctions(firestore.app, FUNCTIONS_REGION),
    CALLABLES.announceSignUp,
  );
  call().catch((error: unknown) => {
    console.warn('Could not tell who assigns roles about this sign-up', error);
  });
}
