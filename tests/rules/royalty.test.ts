import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { listOverdueStatements } from '../../src/features/reports/api/royalty-overdue';
import {
  CREATED_AT,
  NORTH_LOCATION,
  NORTH_TERRITORY,
  PERSONAS,
  SOUTH_LOCATION,
  setupRulesTests,
  type Persona,
  TOP_PERSONAS as TOP,
  STAFF_PERSONAS as STAFF,
} from './helpers';

/**
 * royalty_settings and royalty_statements (issue 26): read like the sales they bill (Franchise
 * Sales holders in scope, the statements tab's query by territory and location, the reports
 * dashboard's count and sums of those unpaid past due: the whole chain's in one query for a top
 * role, by territory for franchise staff), written only by the server's royalty callables and
 * job: every browser write refused, for every role, including the attacks of issue 26 (a $1.00
 * statement confirmed, a future month confirmed at $0).
 */
const t = setupRulesTests();

const SOUTH_TERRITORY = 'territory-south';
const INACTIVE: Persona[] = ['waiting', 'disabled'];

const rates = (locationId: string, territoryId: string) => ({
  locationId,
  territoryId,
  versions: [{ from: '2025-01', royaltyBps: 600, adFundBps: 200 }],
  userId: 'x',
  updatedAt: CREATED_AT,
});

const statement = (locationId: string, territoryId: string, month: string): DocumentData => ({
  locationId,
  territoryId,
  locationName: 'A location',
  month,
  grossCents: 600_000,
  exclusionsCents: 10_000,
  approvedRefundsCents: 0,
  adjustmentCents: 0,
  netCents: 590_000,
  royaltyBps: 600,
  adFundBps: 200,
  royaltyCents: 35_400,
  adFundCents: 11_800,
  dueCents: 47_200,
  daysReported: 31,
  daysInMonth: 31,
  status: 'issued',
  revision: 1,
  payments: [],
  paidCents: 0,
  history: [],
});

async function seedWorld() {
  await t.seed({
    [`franchise_locations/${NORTH_LOCATION}`]: {
      name: 'North Cafe',
      territoryId: NORTH_TERRITORY,
      type: 'restaurant',
      enabled: true,
    },
    [`franchise_locations/${SOUTH_LOCATION}`]: {
      name: 'South Truck',
      territoryId: SOUTH_TERRITORY,
      type: 'truck',
      enabled: true,
    },
    [`royalty_settings/${NORTH_LOCATION}`]: rates(NORTH_LOCATION, NORTH_TERRITORY),
    [`royalty_settings/${SOUTH_LOCATION}`]: rates(SOUTH_LOCATION, SOUTH_TERRITORY),
    [`royalty_statements/${NORTH_LOCATION}_2026-10`]: statement(
      NORTH_LOCATION,
      NORTH_TERRITORY,
      '2026-10',
    ),
    [`royalty_statements/${SOUTH_LOCATION}_2026-10`]: statement(
      SOUTH_LOCATION,
      SOUTH_TERRITORY,
      '2026-10',
    ),
  });
}

/** The statements tab's query: one location's statements, constrained to its territory. */
const locationStatements = (db: ReturnType<typeof t.db>, territoryId: string, locationId: string) =>
  getDocs(
    query(
      collection(db, 'royalty_statements'),
      where('territoryId', '==', territoryId),
      where('locationId', '==', locationId),
    ),
  );

const ratesOf = (db: ReturnType<typeof t.db>, territoryId: string) =>
  getDocs(query(collection(db, 'royalty_settings'), where('territoryId', '==', territoryId)));

describe('royalty: reading', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} read every territory's rates and statements`, async () => {
      await seedWorld();
      const db = t.db(p);
      await assertSucceeds(getDocs(collection(db, 'royalty_settings')));
      await assertSucceeds(getDocs(collection(db, 'royalty_statements')));
      await assertSucceeds(locationStatements(db, SOUTH_TERRITORY, SOUTH_LOCATION));
    });
  }

  for (const p of STAFF) {
    it(`lets ${PERSONAS[p].who} read their territory's, nothing of another`, async () => {
      await seedWorld();
      const db = t.db(p);
      await assertSucceeds(ratesOf(db, NORTH_TERRITORY));
      await assertSucceeds(locationStatements(db, NORTH_TERRITORY, NORTH_LOCATION));
      await assertSucceeds(getDoc(doc(db, 'royalty_statements', `${NORTH_LOCATION}_2026-10`)));
      await assertFails(ratesOf(db, SOUTH_TERRITORY));
      await assertFails(locationStatements(db, SOUTH_TERRITORY, SOUTH_LOCATION));
      // A crafted query naming the other territory's location without its territory.
      await assertFails(
        getDocs(
          query(collection(db, 'royalty_statements'), where('locationId', '==', SOUTH_LOCATION)),
        ),
      );
      await assertFails(getDoc(doc(db, 'royalty_statements', `${SOUTH_LOCATION}_2026-10`)));
      await assertFails(getDoc(doc(db, 'royalty_settings', SOUTH_LOCATION)));
    });
  }

  for (const p of INACTIVE) {
    it(`refuses ${PERSONAS[p].who}`, async () => {
      await seedWorld();
      await assertFails(locationStatements(t.db(p), NORTH_TERRITORY, NORTH_LOCATION));
      await assertFails(ratesOf(t.db(p), NORTH_TERRITORY));
    });
  }

  it('refuses a signed-out caller', async () => {
    await seedWorld();
    await assertFails(locationStatements(t.anonDb(), NORTH_TERRITORY, NORTH_LOCATION));
  });
});

describe("royalty: the reports dashboard's statements unpaid past due", () => {
  const TODAY = '2026-11-29';
  /** A confirmed statement due on 20 November with what is paid of its 472.00. */
  const confirmed = (locationId: string, territoryId: string, month: string, paidCents: number) => {
    const due = { dueCents: 47_200, paidCents, dueDate: '2026-11-20' };
    return {
      ...statement(locationId, territoryId, month),
      ...due,
      status: 'confirmed',
      invoiceNumber: `RS-2026-${month}`,
      unpaidDueDate: paidCents < due.dueCents ? due.dueDate : null,
    };
  };
  async function seedOverdue() {
    await seedWorld();
    await t.seed({
      [`royalty_statements/${NORTH_LOCATION}_2026-09`]: confirmed(
        NORTH_LOCATION,
        NORTH_TERRITORY,
        '2026-09',
        7_200,
      ),
      // Paid in full: not counted.
      [`royalty_statements/${NORTH_LOCATION}_2026-08`]: confirmed(
        NORTH_LOCATION,
        NORTH_TERRITORY,
        '2026-08',
        47_200,
      ),
      [`royalty_statements/${SOUTH_LOCATION}_2026-09`]: confirmed(
        SOUTH_LOCATION,
        SOUTH_TERRITORY,
        '2026-09',
        0,
      ),
    });
  }

  const territories = (...territoryIds: string[]) => ({
    kind: 'territories' as const,
    territoryIds,
  });

  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} count and sum the whole chain's in one query, and list the oldest`, async () => {
      await seedOverdue();
      const db = t.db(p);
      const overdue = await assertSucceeds(listOverdueStatements(db, { kind: 'all' }, TODAY));
      // 472.00 - 72.00 in North and 472.00 in South.
      expect(overdue.count).toBe(2);
      expect(overdue.owedCents).toBe(87_200);
      expect(overdue.oldest.map((s) => s.id).sort()).toEqual([
        `${NORTH_LOCATION}_2026-09`,
        `${SOUTH_LOCATION}_2026-09`,
      ]);
      // The same figures asked territory by territory.
      await expect(
        listOverdueStatements(db, territories(NORTH_TERRITORY, SOUTH_TERRITORY), TODAY),
      ).resolves.toEqual(overdue);
    });
  }

  for (const p of STAFF) {
    it(`lets ${PERSONAS[p].who} count their territory's, never another's or the chain's`, async () => {
      await seedOverdue();
      const db = t.db(p);
      const north = await assertSucceeds(
        listOverdueStatements(db, territories(NORTH_TERRITORY), TODAY),
      );
      expect(north).toMatchObject({ count: 1, owedCents: 40_000 });
      await assertFails(listOverdueStatements(db, territories(SOUTH_TERRITORY), TODAY));
      await assertFails(
        listOverdueStatements(db, territories(NORTH_TERRITORY, SOUTH_TERRITORY), TODAY),
      );
      // A count over every territory's statements, without the territory.
      await assertFails(listOverdueStatements(db, { kind: 'all' }, TODAY));
    });
  }

  for (const p of INACTIVE) {
    it(`refuses ${PERSONAS[p].who} the count`, async () => {
      await seedOverdue();
      await assertFails(listOverdueStatements(t.db(p), territories(NORTH_TERRITORY), TODAY));
    });
  }
});

describe('royalty: browsers cannot write (the royalty callables and job do)', () => {
  for (const p of [...TOP, ...STAFF]) {
    it(`refuses ${PERSONAS[p].who} setting rates, issuing, answering or paying a statement`, async () => {
      await seedWorld();
      const db = t.db(p);
      await assertFails(
        setDoc(doc(db, 'royalty_settings', NORTH_LOCATION), rates(NORTH_LOCATION, NORTH_TERRITORY)),
      );
      await assertFails(
        updateDoc(doc(db, 'royalty_settings', NORTH_LOCATION), {
          versions: [{ from: '2020-01', royaltyBps: 0, adFundBps: 0 }],
        }),
      );
      // Issue 26's attacks: $1.00 gross for a month with $6,000 of sales, and next month at $0.
      await assertFails(
        updateDoc(doc(db, 'royalty_statements', `${NORTH_LOCATION}_2026-10`), {
          grossCents: 100,
          netCents: 100,
          royaltyCents: 6,
          adFundCents: 2,
          dueCents: 8,
          status: 'confirmed',
        }),
      );
      await assertFails(
        setDoc(doc(db, 'royalty_statements', `${NORTH_LOCATION}_2099-01`), {
          ...statement(NORTH_LOCATION, NORTH_TERRITORY, '2099-01'),
          grossCents: 0,
          netCents: 0,
          royaltyCents: 0,
          adFundCents: 0,
          dueCents: 0,
          status: 'confirmed',
        }),
      );
      await assertFails(
        updateDoc(doc(db, 'royalty_statements', `${NORTH_LOCATION}_2026-10`), {
          paidCents: 47_200,
        }),
      );
      await assertFails(deleteDoc(doc(db, 'royalty_statements', `${NORTH_LOCATION}_2026-10`)));
    });
  }
});
