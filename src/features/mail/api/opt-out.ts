import { serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { optOutRef } from './mail-refs';

/** Sets the caller's own opt-out of their notification e-mails (rules: owner only). */
export async function setOptedOut(firestore: Firestore, uid: string, optedOut: boolean) {
  await setDoc(optOutRef(firestore, uid), { optedOut, updatedAt: serverTimestamp() });
}
