/**
 * `announceSignUp()` (callable, issue 30): a self-registered user waits for a role, and the people
 * who may give them one are told in their header bell. The app calls it right after its sign-up
 * transaction created the caller's profile without a role; browsers cannot write
 * `sign_up_notifications` (firestore.rules), so a notification always names a real waiting user
 * and reaches only those the server chose. In one transaction the server reads the caller's
 * profile, refuses unless they are enabled and without a role, and creates one notification per
 * person who assigns roles to waiting users (users/model/signUp.ts) under its deterministic id,
 * skipping one that exists: a second call writes nothing.
 */
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@/data/collections';
import { assignsWaitingUsers, signUpNotificationId } from '@/features/tools/users/model/signUp';
import type { AnnounceSignUpResult } from '@/lib/callables';
import { readJobUser } from '../jobs/people';

export async function announceSignUpHandler(
  request: CallableRequest<unknown>,
): Promise<AnnounceSignUpResult> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in to announce your sign-up.');
  const db = getFirestore();
  const users = db.collection(COLLECTIONS.users);
  // Everyone holding the permission; the rest of the test (role, scope, enabled) is the model's.
  const holders = users.where('permissions.users.editPermissions', '==', true);
  return db.runTransaction(async (tx) => {
    const profile = await tx.get(users.doc(uid));
    if (!profile.exists) {
      throw new HttpsError('not-found', 'Your profile does not exist yet: sign in again.');
    }
    const me = readJobUser(uid, profile.data() ?? {});
    if (me.disabled || me.role !== null) {
      throw new HttpsError('failed-precondition', 'Your account is not waiting for a role.');
    }
    const recipients = (await tx.get(holders)).docs
      .map((doc) => readJobUser(doc.id, doc.data()))
      .filter((person) => person.uid !== uid && assignsWaitingUsers(person));
    const refs = recipients.map((person) =>
      db.collection(COLLECTIONS.signUpNotifications).doc(signUpNotificationId(uid, person.uid)),
    );
    const stored = refs.length > 0 ? await tx.getAll(...refs) : [];
    const fresh = stored.filter((snap) => !snap.exists);
    for (const snap of fresh) {
      tx.create(snap.ref, {
        recipientId: recipients[stored.indexOf(snap)].uid,
        userId: uid,
        userName: me.name,
        userEmail: me.email,
        createdAt: FieldValue.serverTimestamp(),
        readRecipients: [],
      });
    }
    return { recipients: recipients.length, written: fresh.length };
  });
}
