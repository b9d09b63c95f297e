import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  longString,
  PERSONAS,
  setupRulesTests,
  type Persona,
  TOP_PERSONAS as TOP,
} from './helpers';

const t = setupRulesTests();

const TEAMS = ['orders', 'fulfillment', 'compliance'] as const;
const ACTIVE_NOT_TOP: Persona[] = ['franchiseeOwner', 'manager', 'employee'];
const INACTIVE: Persona[] = ['waiting', 'disabled'];
const contactRef = (db: Firestore, team: string) => doc(db, 'team_contacts', team);

async function seedContacts() {
  await t.seed(
    Object.fromEntries(
      TEAMS.map((team) => [`team_contacts/${team}`, { email: `${team}@rules.test`, phone: '' }]),
    ),
  );
}

/** What account/api/team-contacts.ts writes: all three teams in one batch, merged. */
function saveAll(db: Firestore, contact: DocumentData) {
  const batch = writeBatch(db);
  for (const team of TEAMS) {
    batch.set(contactRef(db, team), { ...contact, updatedAt: serverTimestamp() }, { merge: true });
  }
  return batch.commit();
}

describe('team_contacts/{team}', () => {
  for (const p of [...TOP, ...ACTIVE_NOT_TOP]) {
    it(`lets ${PERSONAS[p].who} read the team contacts`, async () => {
      await seedContacts();
      await assertSucceeds(getDoc(contactRef(t.db(p), 'orders')));
      await assertSucceeds(getDocs(collection(t.db(p), 'team_contacts')));
    });
  }

  for (const p of INACTIVE) {
    it(`refuses ${PERSONAS[p].who} the team contacts`, async () => {
      await seedContacts();
      await assertFails(getDoc(contactRef(t.db(p), 'orders')));
    });
  }

  it('refuses a signed-out caller the team contacts', async () => {
    await seedContacts();
    await assertFails(getDoc(contactRef(t.anonDb(), 'orders')));
  });

  for (const p of TOP) {
    const who = PERSONAS[p].who;
    it(`lets ${who} save all three team contacts in one batch`, async () => {
      await seedContacts();
      await assertSucceeds(saveAll(t.db(p), { email: 'team@rules.test', phone: '5125550110' }));
    });

    it(`lets ${who} create team contacts that do not exist yet`, async () => {
      await assertSucceeds(saveAll(t.db(p), { email: 'team@rules.test', phone: '5125550110' }));
    });

    it(`lets ${who} clear a team's e-mail and phone`, async () => {
      await seedContacts();
      await assertSucceeds(setDoc(contactRef(t.db(p), 'compliance'), { email: '', phone: '' }));
    });

    it(`refuses ${who} a team other than orders, fulfillment and compliance`, async () => {
      await assertFails(
        setDoc(contactRef(t.db(p), 'marketing'), { email: 'm@rules.test', phone: '' }),
      );
    });

    it(`refuses ${who} deleting a team contact`, async () => {
      await seedContacts();
      await assertFails(deleteDoc(contactRef(t.db(p), 'orders')));
    });
  }

  for (const p of [...ACTIVE_NOT_TOP, ...INACTIVE]) {
    it(`refuses ${PERSONAS[p].who} changing the team contacts`, async () => {
      await seedContacts();
      await assertFails(saveAll(t.db(p), { email: 'team@rules.test', phone: '5125550110' }));
    });
  }

  it('refuses a signed-out caller changing the team contacts', async () => {
    await assertFails(saveAll(t.anonDb(), { email: 'team@rules.test', phone: '5125550110' }));
  });

  const badContacts: [string, DocumentData][] = [
    ['an invalid e-mail', { email: 'not-an-email', phone: '' }],
    ['a 256-character e-mail', { email: `${longString(246)}@rules.test`, phone: '' }],
    ['a numeric e-mail', { email: 42, phone: '' }],
    ['a 9-digit phone', { email: '', phone: '512555011' }],
    ['an 11-digit phone', { email: '', phone: '51255501100' }],
    ['a formatted phone', { email: '', phone: '(512) 555-0110' }],
    ['a numeric phone', { email: '', phone: 5125550110 }],
    ['a missing phone', { email: 'team@rules.test' }],
    ['an extra field', { email: '', phone: '', notes: 'call after 5' }],
  ];
  for (const [label, contact] of badContacts) {
    it(`refuses a Super Admin saving ${label}`, async () => {
      await assertFails(setDoc(contactRef(t.db('superAdmin'), 'orders'), contact));
    });
  }
});
