import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';

/**
 * The emulated Firestore as the server holds it, past the rules (Admin SDK): what a browser test
 * checks when the page cannot tell whether a write has reached the server yet.
 */
function serverDb(): Firestore {
  const app: App =
    getApps().find((a) => a.name === 'e2e-server') ??
    initializeApp({ projectId: 'demo-franchise-portal' }, 'e2e-server');
  return getFirestore(app);
}

/** The document at `path`; undefined when it does not exist. */
export async function peek(path: string): Promise<Record<string, unknown> | undefined> {
  const snapshot = await serverDb().doc(path).get();
  return snapshot.exists ? snapshot.data() : undefined;
}

/** The documents of `collection` whose `field` equals `value`, with their ids. */
export async function peekWhere(
  collection: string,
  field: string,
  value: unknown,
): Promise<Array<{ id: string; data: Record<string, unknown> }>> {
  const snapshot = await serverDb().collection(collection).where(field, '==', value).get();
  return snapshot.docs.map((d) => ({ id: d.id, data: d.data() }));
}

/**
 * Writes the document at `path` past the rules, with server timestamps for createdAt/updatedAt:
 * a test's own data (unique names), so parallel test files are not affected.
 */
export async function put(path: string, data: Record<string, unknown>): Promise<void> {
  const now = FieldValue.serverTimestamp();
  await serverDb()
    .doc(path)
    .set({ ...data, createdAt: now, updatedAt: now });
}

/**
 * Takes `uid` out of the readers (`readRecipients`) of the documents of `collection` whose `field`
 * equals `value`: a bell test's unread items, whatever other files have opened before it.
 */
export async function markUnread(
  collection: string,
  field: string,
  value: unknown,
  uid: string,
): Promise<void> {
  const snapshot = await serverDb().collection(collection).where(field, '==', value).get();
  await Promise.all(
    snapshot.docs.map((d) => d.ref.update({ readRecipients: FieldValue.arrayRemove(uid) })),
  );
}

/** Deletes the document at `path` (a test's own data, when it is done). */
export async function remove(path: string): Promise<void> {
  await serverDb().doc(path).delete();
}

/**
 * Removes a published compliance report with its sign-off and follow-up actions: other browser
 * files count the published reports, so a test that publishes one leaves none behind.
 */
export async function removeReport(reportId: string): Promise<void> {
  const actions = await peekWhere('compliance_actions', 'reportId', reportId);
  await Promise.all([
    remove(`compliance_reports/${reportId}`),
    remove(`compliance_signoffs/${reportId}`),
    ...actions.map((action) => remove(`compliance_actions/${action.id}`)),
  ]);
}
