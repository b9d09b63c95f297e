import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  ALL_PERSONAS,
  longString,
  PERSONAS,
  setupRulesTests,
  type Persona,
  TOP_PERSONAS as TOP,
} from './helpers';

const t = setupRulesTests();

const NOT_ADMIN: Persona[] = ['franchiseeOwner', 'manager', 'employee', 'waiting', 'disabled'];
const appRef = (db: Firestore) => doc(db, 'app_config', 'app');
const bootstrapRef = (db: Firestore) => doc(db, 'app_config', 'bootstrap');

async function seedConfig() {
  await t.seed({
    'app_config/app': { appVersion: '1.3.2', updatedAt: Timestamp.now() },
    'app_config/bootstrap': { firstUserId: PERSONAS.fulfillment.uid, createdAt: Timestamp.now() },
    'app_config/secrets': { note: 'not for clients' },
  });
}

describe('app_config/{docId}', () => {
  describe('app (appVersion)', () => {
    it('lets a signed-out caller read app_config/app for the version check', async () => {
      await seedConfig();
      await assertSucceeds(getDoc(appRef(t.anonDb())));
    });

    for (const p of ALL_PERSONAS) {
      it(`lets ${PERSONAS[p].who} read app_config/app`, async () => {
        await seedConfig();
        await assertSucceeds(getDoc(appRef(t.db(p))));
      });
    }

    for (const p of TOP) {
      it(`lets ${PERSONAS[p].who} set the app version`, async () => {
        await seedConfig();
        await assertSucceeds(
          updateDoc(appRef(t.db(p)), { appVersion: '1.4.0', updatedAt: serverTimestamp() }),
        );
      });

      it(`lets ${PERSONAS[p].who} create app_config/app when it is missing`, async () => {
        await assertSucceeds(
          setDoc(appRef(t.db(p)), { appVersion: '1.3.2', createdAt: serverTimestamp() }),
        );
      });

      it(`refuses ${PERSONAS[p].who} a bad app version`, async () => {
        await seedConfig();
        await assertFails(updateDoc(appRef(t.db(p)), { appVersion: 132 }));
        await assertFails(updateDoc(appRef(t.db(p)), { appVersion: '' }));
        await assertFails(updateDoc(appRef(t.db(p)), { appVersion: longString(65) }));
        await assertFails(updateDoc(appRef(t.db(p)), { maintenance: true }));
      });

      it(`refuses ${PERSONAS[p].who} deleting app_config/app`, async () => {
        await seedConfig();
        await assertFails(deleteDoc(appRef(t.db(p))));
      });
    }

    for (const p of NOT_ADMIN) {
      it(`refuses ${PERSONAS[p].who} changing the app version`, async () => {
        await seedConfig();
        await assertFails(updateDoc(appRef(t.db(p)), { appVersion: '9.9.9' }));
      });
    }

    it('lets a Manager granted Edit User Permissions set the app version', async () => {
      await seedConfig();
      await t.seed({
        'users/manager': {
          ...(await t.peek('users/manager')),
          permissions: { users: { editPermissions: true } },
        },
      });
      await assertSucceeds(updateDoc(appRef(t.db('manager')), { appVersion: '1.4.0' }));
    });

    it('refuses a signed-out caller changing the app version', async () => {
      await seedConfig();
      await assertFails(updateDoc(appRef(t.anonDb()), { appVersion: '9.9.9' }));
    });
  });

  describe('bootstrap', () => {
    it('refuses a signed-out caller app_config/bootstrap', async () => {
      await seedConfig();
      await assertFails(getDoc(bootstrapRef(t.anonDb())));
    });

    for (const p of ALL_PERSONAS) {
      it(`lets ${PERSONAS[p].who} read app_config/bootstrap`, async () => {
        await seedConfig();
        await assertSucceeds(getDoc(bootstrapRef(t.db(p))));
      });
    }

    for (const p of [...TOP, ...NOT_ADMIN]) {
      it(`refuses ${PERSONAS[p].who} rewriting or deleting app_config/bootstrap`, async () => {
        await seedConfig();
        const db = t.db(p);
        await assertFails(updateDoc(bootstrapRef(db), { firstUserId: PERSONAS[p].uid }));
        await assertFails(
          setDoc(bootstrapRef(db), { firstUserId: PERSONAS[p].uid, createdAt: serverTimestamp() }),
        );
        await assertFails(deleteDoc(bootstrapRef(db)));
      });
    }

    it('refuses creating app_config/bootstrap without a Fulfillment profile in the same write', async () => {
      await assertFails(
        setDoc(bootstrapRef(t.db({ uid: 'first' })), {
          firstUserId: 'first',
          createdAt: serverTimestamp(),
        }),
      );
    });

    it('refuses a signed-out caller creating app_config/bootstrap', async () => {
      await assertFails(
        setDoc(bootstrapRef(t.anonDb()), { firstUserId: 'first', createdAt: serverTimestamp() }),
      );
    });
  });

  describe('other documents', () => {
    it('refuses a Super Admin reading or writing unknown app_config documents', async () => {
      await seedConfig();
      const db = t.db('superAdmin');
      await assertFails(getDoc(doc(db, 'app_config', 'secrets')));
      await assertFails(setDoc(doc(db, 'app_config', 'flags'), { appVersion: '1.0.0' }));
    });

    it('refuses listing app_config, even to a Super Admin', async () => {
      await seedConfig();
      await assertFails(getDocs(collection(t.db('superAdmin'), 'app_config')));
      await assertFails(getDocs(collection(t.anonDb(), 'app_config')));
    });

    it('refuses a Super Admin any collection the rules do not name', async () => {
      await assertFails(getDoc(doc(t.db('superAdmin'), 'anything', 'x')));
      await assertFails(setDoc(doc(t.db('superAdmin'), 'anything', 'x'), { a: 1 }));
    });
  });
});

describe('app_config/compliance (who follow-up actions are assigned to)', () => {
  const ref = (db: Firestore) => doc(db, 'app_config', 'compliance');

  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} read and choose the assignment, one of the three choices`, async () => {
      await assertSucceeds(
        setDoc(ref(t.db(p)), { actionAssignment: 'territoryOwner', updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(getDoc(ref(t.db(p))));
      await assertFails(
        setDoc(ref(t.db(p)), { actionAssignment: 'someone', updatedAt: serverTimestamp() }),
      );
      await assertFails(setDoc(ref(t.db(p)), { actionAssignment: 'unassigned', assigneeId: 'x' }));
    });
  }

  for (const p of NOT_ADMIN) {
    it(`refuses ${PERSONAS[p].who} reading or changing it`, async () => {
      await t.seed({ 'app_config/compliance': { actionAssignment: 'managerElseOwner' } });
      await assertFails(getDoc(ref(t.db(p))));
      await assertFails(setDoc(ref(t.db(p)), { actionAssignment: 'unassigned' }));
    });
  }
});
