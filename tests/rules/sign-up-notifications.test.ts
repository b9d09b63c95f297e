/**
 * sign_up_notifications (issue 30): "a new user waits for a role", written by the server only
 * (announceSignUp). Per role, both sides: no browser creates, changes or deletes one (a forged
 * notification, or one sent to someone else); its recipient reads it, through the bell's own
 * queries (src/features/tools/users/api/sign-up-bell.ts), and marks it read; nobody else reads it.
 * Also the users list's waiting count (users-query.ts) for the top roles and not for the others.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  countSignUpNotifications,
  getSignUpNotificationsPage,
  markAllSignUpNotificationsRead,
} from '../../src/features/tools/users/api/sign-up-bell';
import { countWaitingUsers } from '../../src/features/tools/users/api/users-query';
import {
  ALL_PERSONAS,
  CREATED_AT,
  PERSONAS,
  setupRulesTests,
  type Persona,
  TOP_PERSONAS as TOP,
} from './helpers';

const t = setupRulesTests();
const uidOf = (p: Persona) => PERSONAS[p].uid;
const OTHERS = ALL_PERSONAS.filter((p) => !TOP.includes(p));

const notification = (recipient: Persona) => ({
  recipientId: uidOf(recipient),
  userId: uidOf('waiting'),
  userName: 'Walt Waiting',
  userEmail: 'waiting@rules.test',
  createdAt: CREATED_AT,
  readRecipients: [],
});
const idFor = (recipient: Persona) => `${uidOf('waiting')}__${uidOf(recipient)}`;

async function seedNotifications() {
  await t.seed({
    [`sign_up_notifications/${idFor('superAdmin')}`]: notification('superAdmin'),
    [`sign_up_notifications/${idFor('fulfillment')}`]: notification('fulfillment'),
  });
}

describe('sign_up_notifications', () => {
  for (const p of ALL_PERSONAS) {
    it(`refuses ${PERSONAS[p].who} creating one, for anyone (only the server writes them)`, async () => {
      const db = t.db(p);
      for (const recipient of ['superAdmin', p] as Persona[]) {
        await assertFails(
          setDoc(doc(db, 'sign_up_notifications', `forged__${uidOf(recipient)}`), {
            ...notification(recipient),
            userId: 'forged',
            createdAt: serverTimestamp(),
          }),
        );
      }
    });
  }

  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} read their own through the bell and mark them read`, async () => {
      await seedNotifications();
      const db = t.db(p);
      const page = await assertSucceeds(getSignUpNotificationsPage(db, uidOf(p)));
      expect(page.items.map((n) => n.userId)).toEqual([uidOf('waiting')]);
      await expect(countSignUpNotifications(db, uidOf(p))).resolves.toEqual({
        total: 1,
        unread: 1,
      });
      await assertSucceeds(markAllSignUpNotificationsRead(db, uidOf(p)));
      await expect(countSignUpNotifications(db, uidOf(p))).resolves.toEqual({
        total: 1,
        unread: 0,
      });
    });

    it(`refuses ${PERSONAS[p].who} anything but adding their own uid to readRecipients`, async () => {
      await seedNotifications();
      const ref = doc(t.db(p), 'sign_up_notifications', idFor(p));
      await assertFails(updateDoc(ref, { readRecipients: arrayUnion('someone-else') }));
      await assertFails(updateDoc(ref, { userId: uidOf('manager') }));
      await assertFails(
        updateDoc(ref, { readRecipients: arrayUnion(uidOf(p)), userName: 'Someone' }),
      );
      await assertFails(deleteDoc(ref));
    });
  }

  it("refuses a top role someone else's notification, by id, query or mark", async () => {
    await seedNotifications();
    const db = t.db('superAdmin');
    const theirs = doc(db, 'sign_up_notifications', idFor('fulfillment'));
    await assertFails(getDoc(theirs));
    await assertFails(updateDoc(theirs, { readRecipients: arrayUnion(uidOf('superAdmin')) }));
    await assertFails(getDocs(collection(db, 'sign_up_notifications')));
    await assertFails(
      getDocs(
        query(
          collection(db, 'sign_up_notifications'),
          where('recipientId', '==', uidOf('fulfillment')),
        ),
      ),
    );
  });

  for (const p of OTHERS) {
    it(`refuses ${PERSONAS[p].who} reading, marking or deleting one`, async () => {
      await seedNotifications();
      const db = t.db(p);
      const ref = doc(db, 'sign_up_notifications', idFor('superAdmin'));
      await assertFails(getDoc(ref));
      await assertFails(getDocs(collection(db, 'sign_up_notifications')));
      await assertFails(updateDoc(ref, { readRecipients: arrayUnion(uidOf(p)) }));
      await assertFails(deleteDoc(ref));
    });
  }
});

describe('the waiting count of the users list', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} count the users waiting for a role`, async () => {
      await expect(countWaitingUsers(t.db(p))).resolves.toBe(1);
    });
  }
  for (const p of OTHERS) {
    it(`refuses ${PERSONAS[p].who} counting them`, async () => {
      await assertFails(countWaitingUsers(t.db(p)));
    });
  }
});
