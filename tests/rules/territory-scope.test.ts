import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { WithId } from '../../src/components/DataTable';
import { saveTerritory } from '../../src/features/tools/locations/api/save-territory';
import type { Territory } from '../../src/data/territories';
import {
  CREATED_AT,
  NORTH_TERRITORY,
  PERSONAS,
  setupRulesTests,
  userDoc,
  type Persona,
} from './helpers';

/**
 * The one territory scope (firestore.rules scopeIncludes / inMyTerritory, README "One territory
 * scope"). A test-only collection exposes the helper itself: reading rules_probe/{territoryId}
 * is allowed exactly when the territory is in the caller's scope. Then an owner is assigned
 * through each form (the territory form's saveTerritory, the user form's batch) and every
 * collection must agree.
 */
const t = setupRulesTests({
  extraFirestoreRules: `
    match /rules_probe/{territoryId} {
      allow get: if inMyTerritory(territoryId);
    }`,
});

const GULF_TERRITORY = 'territory-gulf';
const probe = (db: Firestore, territoryId: string) => getDoc(doc(db, 'rules_probe', territoryId));

async function seedTerritories() {
  await t.seed({
    [`territories/${NORTH_TERRITORY}`]: {
      name: 'North Coast',
      userIds: [PERSONAS.franchiseeOwner.uid],
    },
    [`territories/${GULF_TERRITORY}`]: { name: 'Gulf Shore', userIds: [] },
  });
}

describe('inMyTerritory(territoryId)', () => {
  for (const p of ['superAdmin', 'fulfillment'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} into every territory, even one without a document`, async () => {
      await seedTerritories();
      await assertSucceeds(probe(t.db(p), NORTH_TERRITORY));
      await assertSucceeds(probe(t.db(p), GULF_TERRITORY));
      await assertSucceeds(probe(t.db(p), 'territory-unknown'));
    });
  }

  it('lets a Franchisee Owner into a territory on their own record', async () => {
    await seedTerritories();
    await assertSucceeds(probe(t.db('franchiseeOwner'), NORTH_TERRITORY));
  });

  it('refuses a Franchisee Owner a territory not on their record', async () => {
    await seedTerritories();
    await assertFails(probe(t.db('franchiseeOwner'), GULF_TERRITORY));
    await assertFails(probe(t.db('franchiseeOwner'), 'territory-unknown'));
  });

  it("goes by the owner's own territoryIds, not a territory's userIds (one source of truth)", async () => {
    await seedTerritories();
    await t.seed({
      [`territories/${GULF_TERRITORY}`]: {
        name: 'Gulf Shore',
        userIds: [PERSONAS.franchiseeOwner.uid],
      },
      'users/owner': userDoc('owner', 'franchiseeOwner', { territoryIds: [NORTH_TERRITORY] }),
    });
    await assertFails(probe(t.db('franchiseeOwner'), GULF_TERRITORY));
    await assertSucceeds(probe(t.db('franchiseeOwner'), NORTH_TERRITORY));
  });

  for (const p of ['manager', 'employee'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} into a territory on their own record`, async () => {
      await seedTerritories();
      await assertSucceeds(probe(t.db(p), NORTH_TERRITORY));
    });

    it(`refuses ${PERSONAS[p].who} a territory not on their own record`, async () => {
      await seedTerritories();
      await assertFails(probe(t.db(p), GULF_TERRITORY));
    });
  }

  for (const p of ['waiting', 'disabled'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} every territory`, async () => {
      await seedTerritories();
      await assertFails(probe(t.db(p), NORTH_TERRITORY));
    });
  }

  it('refuses a signed-out caller every territory', async () => {
    await seedTerritories();
    await assertFails(probe(t.anonDb(), NORTH_TERRITORY));
  });
});

describe('assigning a Franchisee Owner: every collection agrees, through either form', () => {
  const OWNER = PERSONAS.franchiseeOwner.uid;
  /** What territoryToDocument gives for Gulf Shore assigned to `userIds[0]` (no stamps). */
  const gulfFields = (userIds: string[]) => ({
    name: 'Gulf Shore',
    userIds,
    user_id: userIds[0] ?? '',
    user_email: '',
    user_first: '',
    user_last: '',
    user_mobile: '',
  });
  const gulfTerritory = (userIds: string[]): DocumentData => ({
    ...gulfFields(userIds),
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
  });

  async function seedGulf() {
    await t.seed({
      [`territories/${GULF_TERRITORY}`]: gulfTerritory([]),
      'franchise_locations/fl-gulf': {
        name: 'Gulf Truck',
        territoryId: GULF_TERRITORY,
        territoryName: 'Gulf Shore',
        type: 'truck',
        enabled: true,
      },
      'delivery_locations/dl-gulf': { name: 'Gulf Dock', territoryId: GULF_TERRITORY },
      'llcs/llc-gulf': { name: 'Gulf LLC', territoryIds: [GULF_TERRITORY] },
      'compliance_reports/rep-gulf': {
        status: 'published',
        territoryId: GULF_TERRITORY,
        readRecipients: [],
      },
      'orders/order-9': { territoryId: GULF_TERRITORY, status: 'pending' },
    });
  }

  /** Every read the owner's scope decides, for Gulf Shore: all allowed or all refused. */
  const reads = (db: Firestore): Promise<unknown>[] => [
    probe(db, GULF_TERRITORY),
    getDoc(doc(db, 'territories', GULF_TERRITORY)),
    getDoc(doc(db, 'franchise_locations', 'fl-gulf')),
    getDocs(
      query(collection(db, 'franchise_locations'), where('territoryId', 'in', [GULF_TERRITORY])),
    ),
    getDoc(doc(db, 'delivery_locations', 'dl-gulf')),
    getDoc(doc(db, 'llcs', 'llc-gulf')),
    getDoc(doc(db, 'compliance_reports', 'rep-gulf')),
    getDoc(doc(db, 'orders', 'order-9')),
  ];
  const allSucceed = async () => {
    for (const read of reads(t.db('franchiseeOwner'))) await assertSucceeds(read);
  };
  const allFail = async () => {
    for (const read of reads(t.db('franchiseeOwner'))) await assertFails(read);
  };

  it('the territory form (saveTerritory) assigns and unassigns in one batch', async () => {
    await seedGulf();
    await allFail();
    const admin = t.db('superAdmin');
    const stored: WithId<Territory> = { id: GULF_TERRITORY, ...gulfFields([]) };
    await assertSucceeds(saveTerritory(admin, { data: gulfFields([OWNER]), existing: stored }));
    expect((await t.peek('users/owner'))?.territoryIds).toEqual([NORTH_TERRITORY, GULF_TERRITORY]);
    await allSucceed();

    await assertSucceeds(
      saveTerritory(admin, {
        data: gulfFields([]),
        existing: { id: GULF_TERRITORY, ...gulfFields([OWNER]) },
      }),
    );
    expect((await t.peek('users/owner'))?.territoryIds).toEqual([NORTH_TERRITORY]);
    await allFail();
  });

  it('drops the stale location id lists a territory may still carry, and refuses writing them (issue 10)', async () => {
    await seedGulf();
    await t.seed({
      [`territories/${GULF_TERRITORY}`]: {
        ...gulfTerritory([]),
        franchiseeLocationIds: ['gone'],
        deliveryLocationIds: [],
      },
    });
    const admin = t.db('superAdmin');
    await assertFails(
      updateDoc(doc(admin, 'territories', GULF_TERRITORY), {
        user_mobile: '5125550101',
        updatedAt: serverTimestamp(),
      }),
    );
    const stored: WithId<Territory> = { id: GULF_TERRITORY, ...gulfFields([]) };
    await assertSucceeds(
      saveTerritory(admin, {
        data: { ...gulfFields([]), user_mobile: '5125550101' },
        existing: stored,
      }),
    );
    const saved = await t.peek(`territories/${GULF_TERRITORY}`);
    expect(saved).toMatchObject({ user_mobile: '5125550101' });
    expect(saved).not.toHaveProperty('franchiseeLocationIds');
    expect(saved).not.toHaveProperty('deliveryLocationIds');
    await assertFails(
      setDoc(doc(admin, 'territories', 'territory-new'), {
        ...gulfFields([]),
        franchiseeLocationIds: [],
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('the user form (territoryIds with the userIds copy in the same batch) assigns', async () => {
    await seedGulf();
    const admin = t.db('superAdmin');
    const batch = writeBatch(admin);
    batch.update(doc(admin, 'users', OWNER), {
      territoryIds: [NORTH_TERRITORY, GULF_TERRITORY],
      assignedTerritories: ['North Coast', 'Gulf Shore'],
      updatedAt: serverTimestamp(),
    });
    batch.update(doc(admin, 'territories', GULF_TERRITORY), {
      userIds: arrayUnion(OWNER),
      updatedAt: serverTimestamp(),
    });
    await assertSucceeds(batch.commit());
    await allSucceed();
  });

  it('refuses the territory form listing an owner whose record does not follow (issue 10)', async () => {
    await seedGulf();
    await assertFails(
      updateDoc(doc(t.db('superAdmin'), 'territories', GULF_TERRITORY), {
        userIds: [OWNER],
        user_id: OWNER,
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it("refuses a Territories editor changing a user's territories beyond the one in step", async () => {
    await seedGulf();
    await t.seed({
      'users/territory-editor': userDoc('territory-editor', 'manager', {
        permissionOverrides: { territories: { view: true, edit: true } },
      }),
    });
    const editor = t.db({ uid: 'territory-editor' });
    // Not in step: Gulf's userIds does not list the owner after this write.
    await assertFails(
      updateDoc(doc(editor, 'users', OWNER), {
        territoryIds: [NORTH_TERRITORY, GULF_TERRITORY],
        assignedTerritories: ['North Coast', 'Gulf Shore'],
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
