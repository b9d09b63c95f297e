import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { NORTH_TERRITORY, PERSONAS, setupRulesTests, userDoc, type Persona } from './helpers';

/**
 * inMyTerritory(territoryId) is the shared data-scope helper later collections (orders, locations,
 * reports) will use. Until one does, a test-only collection exposes it: reading
 * rules_probe/{territoryId} is allowed exactly when the territory is in the caller's scope.
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

  it('lets a Franchisee Owner into a territory that lists them in userIds', async () => {
    await seedTerritories();
    await assertSucceeds(probe(t.db('franchiseeOwner'), NORTH_TERRITORY));
  });

  it('refuses a Franchisee Owner a territory that does not list them', async () => {
    await seedTerritories();
    await assertFails(probe(t.db('franchiseeOwner'), GULF_TERRITORY));
    await assertFails(probe(t.db('franchiseeOwner'), 'territory-unknown'));
  });

  it("goes by the territory's userIds for a Franchisee Owner, not their own territoryIds", async () => {
    await seedTerritories();
    await t.seed({
      'users/owner': userDoc('owner', 'franchiseeOwner', { territoryIds: [GULF_TERRITORY] }),
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
