/**
 * The announceSignUp callable on the emulators (issue 30): a user who signed up and waits for a
 * role tells exactly the people who may give them one (enabled top roles holding Edit User
 * Permissions and View Users), each once, in sign_up_notifications; nobody else gets one, a second
 * call writes nothing, and only a waiting user may announce themselves.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { resolvePermissions, type Role } from '../../src/domain/permissions';
import { adminDb, PERSONAS, personaCallers, refusal, type Call, type ExtraUser } from './support';

const { SUPER, FULFILLMENT, OWNER, MANAGER, EMPLOYEE, WAITING } = PERSONAS;

const extra = (uid: string, role: Role, overrides = {}, disabled = false): ExtraUser => ({
  uid,
  email: `${uid}@demo.test`,
  firstName: 'Test',
  lastName: uid,
  role,
  permissions: resolvePermissions(role, overrides),
  disabled,
  territoryIds: [],
});

const ASSIGNER = extra('fn-signup-assigner', 'fulfillment');
const DENIED = extra('fn-signup-denied', 'fulfillment', { users: { editPermissions: false } });
const NO_VIEW = extra('fn-signup-no-view', 'fulfillment', { users: { view: false } });
const DISABLED_SUPER = extra('fn-signup-disabled', 'superAdmin', {}, true);
const MANAGER_ASSIGNER = extra('fn-signup-manager', 'manager', {
  users: { view: true, editPermissions: true },
});
/** Signs up as the app's sign-up writes it: no role, no permissions (made so in beforeAll). */
const NEWCOMER = { ...extra('fn-signup-newcomer', 'employee'), firstName: 'Nia', lastName: 'New' };

let callers: Record<string, Call> = {};

/**
 * The users this file knows: the demo personas and its own. Other files of the suite add users to
 * the same emulator (an approvals reviewer with a top role, say), who may rightly be told too, so
 * "nobody else" is asserted over these.
 */
const KNOWN = new Set([
  'demo-superadmin',
  'demo-fulfillment',
  'demo-owner',
  'demo-manager',
  'demo-employee',
  'demo-waiting',
  ...[ASSIGNER, DENIED, NO_VIEW, DISABLED_SUPER, MANAGER_ASSIGNER, NEWCOMER].map((u) => u.uid),
]);

/** Every recipient of the notifications about `userId`, sorted. */
async function recipients(userId: string): Promise<string[]> {
  const snap = await adminDb()
    .collection('sign_up_notifications')
    .where('userId', '==', userId)
    .get();
  return snap.docs.map((d) => d.get('recipientId') as string).sort();
}

/** The recipients among the users this file knows. */
const notified = async (userId: string) =>
  (await recipients(userId)).filter((uid) => KNOWN.has(uid));

beforeAll(async () => {
  callers = await personaCallers([
    ASSIGNER,
    DENIED,
    NO_VIEW,
    DISABLED_SUPER,
    MANAGER_ASSIGNER,
    NEWCOMER,
  ]);
  await adminDb()
    .doc(`users/${NEWCOMER.uid}`)
    .update({ role: null, roleName: '', permissions: {} });
});

describe('announceSignUp', () => {
  it('tells every enabled top role who may assign roles, and nobody else, once', async () => {
    const first = await callers[NEWCOMER.email]('announceSignUp', undefined);
    expect(await notified(NEWCOMER.uid)).toEqual(
      ['demo-fulfillment', 'demo-superadmin', ASSIGNER.uid].sort(),
    );
    const all = await recipients(NEWCOMER.uid);
    expect(first).toEqual({ recipients: all.length, written: all.length });

    const stored = await adminDb()
      .doc(`sign_up_notifications/${NEWCOMER.uid}__demo-superadmin`)
      .get();
    expect(stored.data()).toMatchObject({
      recipientId: 'demo-superadmin',
      userId: NEWCOMER.uid,
      userName: 'Nia New',
      userEmail: NEWCOMER.email,
      readRecipients: [],
    });
    expect(stored.get('createdAt')).toBeInstanceOf(Timestamp);

    await expect(callers[NEWCOMER.email]('announceSignUp', undefined)).resolves.toEqual({
      recipients: all.length,
      written: 0,
    });
    expect(await recipients(NEWCOMER.uid)).toEqual(all);
  });

  it('tells only the assigners not told yet: the seed announced the demo waiting user', async () => {
    const told = await callers[WAITING]('announceSignUp', undefined);
    expect(await notified('demo-waiting')).toEqual(
      ['demo-fulfillment', 'demo-superadmin', ASSIGNER.uid].sort(),
    );
    const all = await recipients('demo-waiting');
    // The seed told the two demo top roles; only the others are written now.
    expect(told).toEqual({ recipients: all.length, written: all.length - 2 });
  });

  it('refuses anyone who is not waiting for a role, writing nothing', async () => {
    for (const email of [SUPER, FULFILLMENT, OWNER, MANAGER, EMPLOYEE, DISABLED_SUPER.email]) {
      await expect(refusal(callers[email]('announceSignUp', undefined))).resolves.toEqual({
        code: 'failed-precondition',
        message: 'Your account is not waiting for a role.',
      });
    }
    expect(await notified('demo-superadmin')).toEqual([]);
    expect(await notified(DISABLED_SUPER.uid)).toEqual([]);
  });

  it('refuses a signed-out caller', async () => {
    await expect(refusal(callers.anonymous('announceSignUp', undefined))).resolves.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
