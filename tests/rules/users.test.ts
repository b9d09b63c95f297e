import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ensureUserProfile } from '../../src/features/auth/api/ensure-user-profile';
import { resolvePermissions, type Role } from '../../src/domain/permissions';
import {
  ALL_PERSONAS,
  emailOf,
  longString,
  NORTH_LOCATION,
  PERSONAS,
  ROLE_PERSONAS,
  setupRulesTests,
  SOUTH_LOCATION,
  userDoc,
  type Persona,
  TOP_PERSONAS as TOP,
} from './helpers';

const t = setupRulesTests();

/** Personas without any Users permission in their preset (or without an active role). */
const NO_USER_ADMIN: Persona[] = ['franchiseeOwner', 'manager', 'employee', 'waiting', 'disabled'];
const uidOf = (p: Persona) => PERSONAS[p].uid;
const userRef = (db: Firestore, uid: string) => doc(db, 'users', uid);

/** What ensure-user-profile.ts writes for a waiting (second and later) user. */
function waitingProfile(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    ...userDoc(uid, null),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A profile as an administrator would create it for someone else. */
function adminCreatedProfile(uid: string, role: Role | null, overrides: DocumentData = {}) {
  return {
    ...userDoc(uid, role),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** The first user's batch: Fulfillment profile plus app_config/bootstrap naming them. */
function bootstrapBatch(
  db: Firestore,
  uid: string,
  bootstrapUid = uid,
  role: Role | null = 'fulfillment',
) {
  const batch = writeBatch(db);
  batch.set(userRef(db, uid), {
    ...userDoc(uid, role),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.set(doc(db, 'app_config', 'bootstrap'), {
    firstUserId: bootstrapUid,
    createdAt: serverTimestamp(),
  });
  return batch.commit();
}

/** A Franchisee Owner whose overrides add the given Users actions (scoped user administration). */
async function seedOwnerWith(actions: Record<string, boolean>, location = NORTH_LOCATION) {
  await t.seed({
    'users/owner-admin': userDoc('owner-admin', 'franchiseeOwner', {
      permissionOverrides: { users: actions },
      franchiseeLocationId: location,
    }),
  });
  return t.db({ uid: 'owner-admin' });
}

/** Staff of both locations plus admins at the north location, for scope tests. */
async function seedStaff() {
  await t.seed({
    'users/north-employee': userDoc('north-employee', 'employee', {
      franchiseeLocationId: NORTH_LOCATION,
    }),
    'users/north-manager': userDoc('north-manager', 'manager', {
      franchiseeLocationId: NORTH_LOCATION,
    }),
    'users/north-owner': userDoc('north-owner', 'franchiseeOwner', {
      franchiseeLocationId: NORTH_LOCATION,
    }),
    'users/north-admin': userDoc('north-admin', 'superAdmin', {
      franchiseeLocationId: NORTH_LOCATION,
    }),
    'users/south-employee': userDoc('south-employee', 'employee', {
      franchiseeLocationId: SOUTH_LOCATION,
    }),
  });
}

describe('users/{uid}', () => {
  describe('reading', () => {
    for (const p of ALL_PERSONAS) {
      it(`lets ${PERSONAS[p].who} read their own profile`, async () => {
        await assertSucceeds(getDoc(userRef(t.db(p), uidOf(p))));
      });
    }

    it('lets a brand-new user read their own (missing) profile', async () => {
      const snap = await assertSucceeds(getDoc(userRef(t.db({ uid: 'newbie' }), 'newbie')));
      expect(snap.exists()).toBe(false);
    });

    it('refuses a signed-out caller any profile', async () => {
      await assertFails(getDoc(userRef(t.anonDb(), uidOf('manager'))));
      await assertFails(getDocs(collection(t.anonDb(), 'users')));
    });

    for (const p of TOP) {
      it(`lets ${PERSONAS[p].who} read and list other users`, async () => {
        await assertSucceeds(getDoc(userRef(t.db(p), uidOf('employee'))));
        const snap = await assertSucceeds(getDocs(collection(t.db(p), 'users')));
        expect(snap.size).toBe(ALL_PERSONAS.length);
      });
    }

    for (const p of NO_USER_ADMIN) {
      it(`refuses ${PERSONAS[p].who} another user's profile and the user list`, async () => {
        const other = p === 'employee' ? 'manager' : 'employee';
        await assertFails(getDoc(userRef(t.db(p), uidOf(other))));
        await assertFails(getDocs(collection(t.db(p), 'users')));
      });
    }

    it('refuses a disabled Super Admin other profiles', async () => {
      await t.seed({ 'users/off-admin': userDoc('off-admin', 'superAdmin', { disabled: true }) });
      const db = t.db({ uid: 'off-admin' });
      await assertSucceeds(getDoc(userRef(db, 'off-admin')));
      await assertFails(getDoc(userRef(db, uidOf('employee'))));
    });

    it('refuses a Fulfillment user whose View Users was revoked', async () => {
      await t.seed({
        'users/no-view': userDoc('no-view', 'fulfillment', {
          permissionOverrides: { users: { view: false } },
        }),
      });
      await assertFails(getDoc(userRef(t.db({ uid: 'no-view' }), uidOf('employee'))));
    });

    describe('Franchisee Owner with View Users (scoped to their location)', () => {
      it('lets a Franchisee Owner read an Employee and a Manager of their location', async () => {
        await seedStaff();
        const db = await seedOwnerWith({ view: true });
        await assertSucceeds(getDoc(userRef(db, 'north-employee')));
        await assertSucceeds(getDoc(userRef(db, 'north-manager')));
      });

      it('refuses a Franchisee Owner an Employee of another location', async () => {
        await seedStaff();
        const db = await seedOwnerWith({ view: true });
        await assertFails(getDoc(userRef(db, 'south-employee')));
      });

      it('refuses a Franchisee Owner another Franchisee Owner or a Super Admin of their location', async () => {
        await seedStaff();
        const db = await seedOwnerWith({ view: true });
        await assertFails(getDoc(userRef(db, 'north-owner')));
        await assertFails(getDoc(userRef(db, 'north-admin')));
      });

      it('lets a Franchisee Owner list their location staff with a scoped query', async () => {
        await seedStaff();
        const db = await seedOwnerWith({ view: true });
        const snap = await assertSucceeds(
          getDocs(
            query(
              collection(db, 'users'),
              where('franchiseeLocationId', '==', NORTH_LOCATION),
              where('role', 'in', ['manager', 'employee']),
            ),
          ),
        );
        // The seeded Manager, Employee and disabled Manager also work at the north location.
        expect(snap.docs.map((d) => d.id).sort()).toEqual([
          'disabled',
          'employee',
          'manager',
          'north-employee',
          'north-manager',
        ]);
      });

      it('refuses a Franchisee Owner an unscoped user list', async () => {
        await seedStaff();
        const db = await seedOwnerWith({ view: true });
        await assertFails(getDocs(collection(db, 'users')));
        await assertFails(
          getDocs(
            query(collection(db, 'users'), where('franchiseeLocationId', '==', NORTH_LOCATION)),
          ),
        );
        await assertFails(
          getDocs(query(collection(db, 'users'), where('role', 'in', ['manager', 'employee']))),
        );
      });

      it('refuses a Franchisee Owner a list query for another location', async () => {
        await seedStaff();
        const db = await seedOwnerWith({ view: true });
        await assertFails(
          getDocs(
            query(
              collection(db, 'users'),
              where('franchiseeLocationId', '==', SOUTH_LOCATION),
              where('role', 'in', ['manager', 'employee']),
            ),
          ),
        );
      });

      it('refuses a Franchisee Owner without a location anyone with an empty location', async () => {
        await t.seed({ 'users/loose-employee': userDoc('loose-employee', 'employee') });
        const db = await seedOwnerWith({ view: true }, '');
        await assertFails(getDoc(userRef(db, 'loose-employee')));
      });

      it('scopes a Manager given View Users the same way', async () => {
        await seedStaff();
        await t.seed({
          'users/manager-viewer': userDoc('manager-viewer', 'manager', {
            permissionOverrides: { users: { view: true } },
            franchiseeLocationId: NORTH_LOCATION,
          }),
        });
        const db = t.db({ uid: 'manager-viewer' });
        await assertSucceeds(getDoc(userRef(db, 'north-employee')));
        await assertFails(getDoc(userRef(db, 'south-employee')));
        await assertFails(getDoc(userRef(db, 'north-owner')));
      });
    });
  });

  describe('signing up (creating your own profile)', () => {
    const newbie = { uid: 'newbie' };

    it('lets a new user create a waiting profile with no role', async () => {
      await assertSucceeds(setDoc(userRef(t.db(newbie), 'newbie'), waitingProfile('newbie')));
    });

    it('refuses a waiting profile under an e-mail that is not the sign-in e-mail', async () => {
      await assertFails(
        setDoc(
          userRef(t.db(newbie), 'newbie'),
          waitingProfile('newbie', { email: 'someone-else@rules.test' }),
        ),
      );
    });

    it('refuses a profile when the sign-in token has no e-mail', async () => {
      await assertFails(
        setDoc(
          userRef(t.db({ uid: 'newbie', email: null }), 'newbie'),
          waitingProfile('newbie', { email: '' }),
        ),
      );
    });

    const selfGrants: [string, DocumentData][] = [
      ['a role (Super Admin)', { role: 'superAdmin', roleName: 'Super Admin' }],
      ['a role (Manager)', { role: 'manager', roleName: 'Manager' }],
      ['Edit User Permissions', { permissions: { users: { editPermissions: true } } }],
      ['permission overrides', { permissionOverrides: { users: { view: true } } }],
      ['territories', { territoryIds: ['territory-north'] }],
      ['assigned territories', { assignedTerritories: ['territory-north'] }],
      ['a franchisee location', { franchiseeLocationId: NORTH_LOCATION }],
      ['a location name', { location: 'North Coast Cafe' }],
      ['a role name', { roleName: 'Super Admin' }],
      ['disabled: true', { disabled: true }],
    ];
    for (const [label, fields] of selfGrants) {
      it(`refuses a new user giving themselves ${label} at sign-up`, async () => {
        await assertFails(
          setDoc(userRef(t.db(newbie), 'newbie'), waitingProfile('newbie', fields)),
        );
      });
    }

    it('refuses a waiting profile without server timestamps', async () => {
      await assertFails(
        setDoc(
          userRef(t.db(newbie), 'newbie'),
          waitingProfile('newbie', { createdAt: Timestamp.fromDate(new Date('2020-01-01')) }),
        ),
      );
    });

    it('refuses a waiting profile missing a field or carrying an unknown one', async () => {
      const withoutMobile = waitingProfile('newbie');
      delete withoutMobile.mobile;
      await assertFails(setDoc(userRef(t.db(newbie), 'newbie'), withoutMobile));
      await assertFails(
        setDoc(userRef(t.db(newbie), 'newbie'), waitingProfile('newbie', { isAdmin: true })),
      );
    });

    it('refuses a waiting user creating a profile for someone else', async () => {
      await assertFails(
        setDoc(userRef(t.db('waiting'), 'stranger'), {
          ...waitingProfile('stranger'),
          email: emailOf('waiting'),
        }),
      );
    });

    it('refuses a signed-out caller creating a profile', async () => {
      await assertFails(setDoc(userRef(t.anonDb(), 'newbie'), waitingProfile('newbie')));
    });

    describe('first-user bootstrap', () => {
      it('lets the first user create a Fulfillment profile together with app_config/bootstrap', async () => {
        await assertSucceeds(bootstrapBatch(t.db({ uid: 'first' }), 'first'));
        expect(await t.peek('app_config/bootstrap')).toMatchObject({ firstUserId: 'first' });
      });

      it('refuses the second of two racing first users once bootstrap exists', async () => {
        await assertSucceeds(bootstrapBatch(t.db({ uid: 'first' }), 'first'));
        await assertFails(bootstrapBatch(t.db({ uid: 'second' }), 'second'));
        // The loser falls back to a waiting profile, which is allowed.
        await assertSucceeds(
          setDoc(userRef(t.db({ uid: 'second' }), 'second'), waitingProfile('second')),
        );
      });

      it('refuses a Fulfillment profile created without the bootstrap pairing', async () => {
        await assertFails(
          setDoc(
            userRef(t.db({ uid: 'first' }), 'first'),
            adminCreatedProfile('first', 'fulfillment'),
          ),
        );
      });

      it('refuses a second user a Fulfillment profile when bootstrap already exists', async () => {
        await t.seed({
          'app_config/bootstrap': { firstUserId: 'someone', createdAt: Timestamp.now() },
        });
        await assertFails(
          setDoc(
            userRef(t.db({ uid: 'second' }), 'second'),
            adminCreatedProfile('second', 'fulfillment'),
          ),
        );
      });

      it('refuses a deleted first user regaining Fulfillment from the old bootstrap', async () => {
        await t.seed({
          'app_config/bootstrap': { firstUserId: 'first', createdAt: Timestamp.now() },
        });
        await assertFails(
          setDoc(
            userRef(t.db({ uid: 'first' }), 'first'),
            adminCreatedProfile('first', 'fulfillment'),
          ),
        );
      });

      it('refuses a bootstrap naming another user', async () => {
        await assertFails(bootstrapBatch(t.db({ uid: 'first' }), 'first', 'someone-else'));
      });

      it('refuses a bootstrap paired with a Super Admin profile', async () => {
        await assertFails(bootstrapBatch(t.db({ uid: 'first' }), 'first', 'first', 'superAdmin'));
      });

      it('refuses a bootstrap paired with a waiting profile', async () => {
        await assertFails(bootstrapBatch(t.db({ uid: 'first' }), 'first', 'first', null));
      });

      it('refuses an existing waiting user claiming the bootstrap', async () => {
        const db = t.db('waiting');
        const batch = writeBatch(db);
        batch.update(userRef(db, uidOf('waiting')), {
          role: 'fulfillment',
          roleName: 'Fulfillment',
          permissions: resolvePermissions('fulfillment'),
        });
        batch.set(doc(db, 'app_config', 'bootstrap'), {
          firstUserId: uidOf('waiting'),
          createdAt: serverTimestamp(),
        });
        await assertFails(batch.commit());
      });

      it("passes the app's own ensureUserProfile: first Fulfillment, then a waiting user", async () => {
        const first = {
          uid: 'first',
          email: emailOf('first'),
          displayName: 'Fay First',
          photoURL: null,
        };
        const later = { uid: 'later', email: emailOf('later'), displayName: null, photoURL: null };
        await assertSucceeds(ensureUserProfile(t.db({ uid: 'first' }), first));
        await assertSucceeds(
          ensureUserProfile(t.db({ uid: 'later' }), later, { firstName: 'Lee', lastName: 'Ray' }),
        );
        expect(await t.peek('users/first')).toMatchObject({
          role: 'fulfillment',
          firstName: 'Fay',
        });
        expect(await t.peek('users/later')).toMatchObject({ role: null, firstName: 'Lee' });
      });

      it('makes exactly one Fulfillment when three users run ensureUserProfile at once', async () => {
        const uids = ['race-a', 'race-b', 'race-c'];
        await Promise.all(
          uids.map((uid) =>
            assertSucceeds(
              ensureUserProfile(t.db({ uid }), {
                uid,
                email: emailOf(uid),
                displayName: null,
                photoURL: null,
              }),
            ),
          ),
        );
        const roles = await Promise.all(
          uids.map(async (uid) => (await t.peek(`users/${uid}`))?.role),
        );
        expect(roles.filter((role) => role === 'fulfillment')).toHaveLength(1);
        expect(roles.filter((role) => role === null)).toHaveLength(2);
      });
    });
  });

  describe('updating your own profile', () => {
    const profileChange = {
      firstName: 'Renamed',
      lastName: 'Person',
      mobile: '5551234567',
      timezone: 'PST',
      smsOptIn: false,
      avatar: 'https://example.test/me.png',
      updatedAt: serverTimestamp(),
    };

    for (const p of ALL_PERSONAS.filter((name) => name !== 'disabled')) {
      it(`lets ${PERSONAS[p].who} update their own name, mobile and timezone`, async () => {
        await assertSucceeds(updateDoc(userRef(t.db(p), uidOf(p)), profileChange));
      });
    }

    it('lets a Manager store the e-mail their sign-in now carries (after verification)', async () => {
      const db = t.db({ uid: uidOf('manager'), email: 'new@rules.test' });
      await assertSucceeds(updateDoc(userRef(db, uidOf('manager')), { email: 'new@rules.test' }));
    });

    it("refuses a Manager setting their profile e-mail to someone else's address (issue 10)", async () => {
      await assertFails(
        updateDoc(userRef(t.db('manager'), uidOf('manager')), { email: 'superadmin@demo.test' }),
      );
    });

    it('refuses a Super Admin (Edit User Permissions) disabling themselves (issue 10)', async () => {
      await assertFails(
        updateDoc(userRef(t.db('superAdmin'), uidOf('superAdmin')), { disabled: true }),
      );
      await assertSucceeds(
        updateDoc(userRef(t.db('superAdmin'), uidOf('manager')), { disabled: true }),
      );
    });

    it('refuses a disabled Manager updating their own profile', async () => {
      await assertFails(updateDoc(userRef(t.db('disabled'), uidOf('disabled')), profileChange));
    });

    it('refuses a disabled Manager re-enabling themselves', async () => {
      await assertFails(
        updateDoc(userRef(t.db('disabled'), uidOf('disabled')), { disabled: false }),
      );
    });

    const promotions: [string, DocumentData][] = [
      ['to Super Admin', { role: 'superAdmin', roleName: 'Super Admin' }],
      ['to Fulfillment', { role: 'fulfillment' }],
      ['by granting Edit User Permissions', { 'permissions.users.editPermissions': true }],
      [
        'with the full Super Admin permission map',
        { permissions: resolvePermissions('superAdmin') },
      ],
      ['through permission overrides', { 'permissionOverrides.users.view': true }],
      ['by adding territories', { territoryIds: ['territory-north', 'territory-gulf'] }],
      ['by adding assigned territories', { assignedTerritories: ['territory-gulf'] }],
      ['by moving to another franchisee location', { franchiseeLocationId: SOUTH_LOCATION }],
      ['by renaming their role', { roleName: 'Super Admin' }],
      ['by changing their tier', { tier: 'Gold' }],
    ];
    const climbers: Persona[] = ['franchiseeOwner', 'manager', 'employee', 'waiting', 'disabled'];
    for (const p of climbers) {
      for (const [how, change] of promotions) {
        it(`refuses ${PERSONAS[p].who} promoting themselves ${how}`, async () => {
          await assertFails(updateDoc(userRef(t.db(p), uidOf(p)), change));
        });
      }
    }

    it('refuses a Manager disabling themselves', async () => {
      await assertFails(updateDoc(userRef(t.db('manager'), uidOf('manager')), { disabled: true }));
    });

    for (const p of TOP) {
      it(`lets ${PERSONAS[p].who} (Edit User Permissions) change their own role`, async () => {
        await assertSucceeds(
          updateDoc(userRef(t.db(p), uidOf(p)), {
            role: 'manager',
            roleName: 'Manager',
            territoryIds: ['territory-north'],
          }),
        );
      });
    }

    const badValues: [string, DocumentData][] = [
      ['a 256-character first name', { firstName: longString(256) }],
      ['a 256-character last name', { lastName: longString(256) }],
      ['a 256-character e-mail', { email: `${longString(245)}@rules.test` }],
      ['a 256-character mobile', { mobile: longString(256) }],
      ['a 2049-character avatar URL', { avatar: longString(2049) }],
      ['a numeric first name', { firstName: 42 }],
      ['a null last name', { lastName: null }],
      ['an unknown timezone', { timezone: 'GMT' }],
      ['a lower-case timezone', { timezone: 'est' }],
      ['a string smsOptIn', { smsOptIn: 'yes' }],
      ['a client-chosen updatedAt', { updatedAt: Timestamp.fromDate(new Date('2020-01-01')) }],
      ['a changed createdAt', { createdAt: serverTimestamp() }],
      ['a deleted mobile field', { mobile: deleteField() }],
      ['an unknown field', { isAdmin: true }],
    ];
    for (const [label, change] of badValues) {
      it(`refuses a Manager saving ${label}`, async () => {
        await assertFails(updateDoc(userRef(t.db('manager'), uidOf('manager')), change));
      });
    }

    it('accepts 255-character names and a 2048-character avatar URL', async () => {
      await assertSucceeds(
        updateDoc(userRef(t.db('manager'), uidOf('manager')), {
          firstName: longString(255),
          lastName: longString(255),
          avatar: longString(2048),
        }),
      );
    });

    it('refuses a Manager touching another user through their own profile rights', async () => {
      await assertFails(
        updateDoc(userRef(t.db('manager'), uidOf('employee')), { firstName: 'Hacked' }),
      );
    });
  });

  describe('administering other users', () => {
    for (const p of TOP) {
      const who = PERSONAS[p].who;
      it(`lets ${who} change a Manager's role to Employee`, async () => {
        await assertSucceeds(
          updateDoc(userRef(t.db(p), uidOf('manager')), {
            role: 'employee',
            roleName: 'Employee',
            permissions: resolvePermissions('employee'),
            updatedAt: serverTimestamp(),
          }),
        );
      });

      it(`lets ${who} give a waiting user a role, territories and a location`, async () => {
        await assertSucceeds(
          updateDoc(userRef(t.db(p), uidOf('waiting')), {
            role: 'franchiseeOwner',
            roleName: 'Franchisee Owner',
            permissions: resolvePermissions('franchiseeOwner'),
            permissionOverrides: { users: { view: true } },
            territoryIds: ['territory-north'],
            assignedTerritories: ['territory-north'],
            franchiseeLocationId: NORTH_LOCATION,
            location: 'North Coast Cafe',
          }),
        );
      });

      it(`lets ${who} disable and re-enable a user`, async () => {
        await assertSucceeds(updateDoc(userRef(t.db(p), uidOf('manager')), { disabled: true }));
        await assertSucceeds(updateDoc(userRef(t.db(p), uidOf('disabled')), { disabled: false }));
      });

      it(`lets ${who} edit another user's profile but not re-address it`, async () => {
        await assertSucceeds(
          updateDoc(userRef(t.db(p), uidOf('employee')), { firstName: 'Edited' }),
        );
        await assertFails(
          updateDoc(userRef(t.db(p), uidOf('employee')), { email: 'edited@rules.test' }),
        );
      });

      it(`refuses ${who} setting an unknown role`, async () => {
        await assertFails(updateDoc(userRef(t.db(p), uidOf('manager')), { role: 'owner' }));
      });

      it(`refuses ${who} storing permissions that are not a map`, async () => {
        await assertFails(
          updateDoc(userRef(t.db(p), uidOf('manager')), { permissions: ['users.view'] }),
        );
        await assertFails(
          updateDoc(userRef(t.db(p), uidOf('manager')), { territoryIds: 'territory-north' }),
        );
        await assertFails(updateDoc(userRef(t.db(p), uidOf('manager')), { disabled: 'yes' }));
      });

      it(`lets ${who} take a user's role away (back to waiting)`, async () => {
        await assertSucceeds(
          updateDoc(userRef(t.db(p), uidOf('employee')), {
            role: null,
            roleName: '',
            permissions: {},
          }),
        );
      });
    }

    for (const p of NO_USER_ADMIN) {
      const who = PERSONAS[p].who;
      it(`refuses ${who} changing another user's role`, async () => {
        const target = p === 'employee' ? 'manager' : 'employee';
        await assertFails(
          updateDoc(userRef(t.db(p), uidOf(target)), {
            role: 'superAdmin',
            roleName: 'Super Admin',
          }),
        );
      });

      it(`refuses ${who} editing another user's name`, async () => {
        const target = p === 'employee' ? 'manager' : 'employee';
        await assertFails(updateDoc(userRef(t.db(p), uidOf(target)), { firstName: 'Hacked' }));
      });
    }

    it('refuses a signed-out caller editing a user', async () => {
      await assertFails(updateDoc(userRef(t.anonDb(), uidOf('employee')), { firstName: 'Anon' }));
    });

    it('lets Edit Users change a name but not a role without Edit User Permissions', async () => {
      await t.seed({
        'users/editor': userDoc('editor', 'fulfillment', {
          permissionOverrides: { users: { editPermissions: false } },
        }),
      });
      const db = t.db({ uid: 'editor' });
      await assertSucceeds(updateDoc(userRef(db, uidOf('employee')), { firstName: 'Edited' }));
      await assertFails(updateDoc(userRef(db, uidOf('employee')), { role: 'manager' }));
      await assertFails(updateDoc(userRef(db, uidOf('employee')), { disabled: true }));
      await assertFails(updateDoc(userRef(db, 'editor'), { role: 'superAdmin' }));
    });

    it('lets Edit User Permissions change a role but not a name without Edit Users', async () => {
      await t.seed({
        'users/granter': userDoc('granter', 'fulfillment', {
          permissionOverrides: { users: { edit: false } },
        }),
      });
      const db = t.db({ uid: 'granter' });
      await assertSucceeds(updateDoc(userRef(db, uidOf('employee')), { role: 'manager' }));
      await assertFails(updateDoc(userRef(db, uidOf('employee')), { firstName: 'Edited' }));
    });

    describe('Franchisee Owner with Edit Users (scoped to their location)', () => {
      it('lets a Franchisee Owner edit the name of an Employee of their location', async () => {
        await seedStaff();
        const db = await seedOwnerWith({ view: true, edit: true });
        await assertSucceeds(updateDoc(userRef(db, 'north-employee'), { firstName: 'Edited' }));
      });

      it('refuses a Franchisee Owner editing an Employee of another location', async () => {
        await seedStaff();
        const db = await seedOwnerWith({ view: true, edit: true });
        await assertFails(updateDoc(userRef(db, 'south-employee'), { firstName: 'Edited' }));
      });

      it('refuses a Franchisee Owner editing another Franchisee Owner of their location', async () => {
        await seedStaff();
        const db = await seedOwnerWith({ view: true, edit: true });
        await assertFails(updateDoc(userRef(db, 'north-owner'), { firstName: 'Edited' }));
      });

      it('refuses a Franchisee Owner with Edit Users changing a role', async () => {
        await seedStaff();
        const db = await seedOwnerWith({ view: true, edit: true });
        await assertFails(updateDoc(userRef(db, 'north-employee'), { role: 'manager' }));
      });

      it('refuses a Franchisee Owner with Edit User Permissions making a staff member a Super Admin', async () => {
        await seedStaff();
        const db = await seedOwnerWith({ view: true, edit: true, editPermissions: true });
        await assertSucceeds(
          updateDoc(userRef(db, 'north-employee'), { role: 'manager', roleName: 'Manager' }),
        );
        await assertFails(
          updateDoc(userRef(db, 'north-employee'), { role: 'superAdmin', roleName: 'Super Admin' }),
        );
      });
    });

    describe('creating profiles for others', () => {
      for (const p of TOP) {
        it(`lets ${PERSONAS[p].who} create a Manager profile`, async () => {
          await assertSucceeds(
            setDoc(
              userRef(t.db(p), 'hired'),
              adminCreatedProfile('hired', 'manager', {
                territoryIds: ['territory-north'],
                franchiseeLocationId: NORTH_LOCATION,
              }),
            ),
          );
        });

        it(`refuses ${PERSONAS[p].who} creating a profile with a 256-character name`, async () => {
          await assertFails(
            setDoc(
              userRef(t.db(p), 'hired'),
              adminCreatedProfile('hired', 'manager', { lastName: longString(256) }),
            ),
          );
        });
      }

      for (const p of NO_USER_ADMIN) {
        it(`refuses ${PERSONAS[p].who} creating a profile for someone else`, async () => {
          await assertFails(setDoc(userRef(t.db(p), 'hired'), adminCreatedProfile('hired', null)));
        });
      }

      it('lets Create Users without Edit User Permissions add only a no-access profile', async () => {
        await t.seed({
          'users/recruiter': userDoc('recruiter', 'fulfillment', {
            permissionOverrides: { users: { editPermissions: false } },
          }),
        });
        const db = t.db({ uid: 'recruiter' });
        await assertSucceeds(setDoc(userRef(db, 'hired'), adminCreatedProfile('hired', null)));
        await assertFails(
          setDoc(userRef(db, 'hired-2'), adminCreatedProfile('hired-2', 'employee')),
        );
        await assertFails(
          setDoc(
            userRef(db, 'hired-3'),
            adminCreatedProfile('hired-3', null, { territoryIds: ['territory-north'] }),
          ),
        );
      });

      it('lets a Franchisee Owner with Create Users add a no-access profile at their location only', async () => {
        const db = await seedOwnerWith({ view: true, create: true });
        await assertSucceeds(
          setDoc(
            userRef(db, 'hired'),
            adminCreatedProfile('hired', null, { franchiseeLocationId: NORTH_LOCATION }),
          ),
        );
        await assertFails(
          setDoc(
            userRef(db, 'hired-2'),
            adminCreatedProfile('hired-2', null, { franchiseeLocationId: SOUTH_LOCATION }),
          ),
        );
      });
    });

    describe('deleting', () => {
      for (const p of TOP) {
        it(`lets ${PERSONAS[p].who} delete another user`, async () => {
          await assertSucceeds(deleteDoc(userRef(t.db(p), uidOf('employee'))));
        });

        it(`refuses ${PERSONAS[p].who} deleting their own profile`, async () => {
          await assertFails(deleteDoc(userRef(t.db(p), uidOf(p))));
        });
      }

      for (const p of NO_USER_ADMIN) {
        it(`refuses ${PERSONAS[p].who} deleting users, themselves included`, async () => {
          const other = p === 'employee' ? 'manager' : 'employee';
          await assertFails(deleteDoc(userRef(t.db(p), uidOf(other))));
          await assertFails(deleteDoc(userRef(t.db(p), uidOf(p))));
        });
      }

      it('refuses a signed-out caller deleting a user', async () => {
        await assertFails(deleteDoc(userRef(t.anonDb(), uidOf('employee'))));
      });
    });
  });

  it('covers every role with a seeded persona', () => {
    const seededRoles = ROLE_PERSONAS.map((p) => PERSONAS[p].role);
    expect(new Set(seededRoles)).toEqual(
      new Set(['superAdmin', 'fulfillment', 'franchiseeOwner', 'manager', 'employee']),
    );
  });
});
