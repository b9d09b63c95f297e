import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { SalesLocation } from '../../src/features/reports/api/scope';
import {
  loadLocationRollups,
  loadLocationTrends,
} from '../../src/features/reports/inventory/api/cogs-data';
import {
  cogsRollupFields,
  cogsTrendFields,
  readCogsRollup,
} from '../../src/features/reports/inventory/model/cogsRollups';
import type { CogsRow } from '../../src/features/reports/inventory/model/cogsReport';
import {
  ALL_PERSONAS,
  NORTH_LOCATION,
  NORTH_TERRITORY,
  PERSONAS,
  ROLE_PERSONAS,
  SOUTH_LOCATION,
  setupRulesTests,
  type Persona,
} from './helpers';

/**
 * cogs_period_rollups and cogs_location_trends (issue 29): read like the other COGS figures (View
 * COGS Reports holders whose scope has the period's or location's territory: the top roles, a
 * Franchisee Owner and a Manager, not an Employee), through the COGS and P&L pages' own reads; written only by the server
 * (functions/src/reports/cogsRollups.ts): every browser write is refused, the top roles' too.
 */
const t = setupRulesTests();

const SOUTH_TERRITORY = 'territory-south';
const north: SalesLocation = {
  id: NORTH_LOCATION,
  name: 'North Cafe',
  type: 'restaurant',
  territoryId: NORTH_TERRITORY,
  enabled: true,
};
const south: SalesLocation = { ...north, id: SOUTH_LOCATION, territoryId: SOUTH_TERRITORY };

const row = (periodId: string, locationId: string, cogsCents: number): CogsRow => ({
  periodId,
  name: 'October 2026',
  locationId,
  from: '2026-10-01',
  to: '2026-10-31',
  openingCents: 50_000,
  purchasesCents: 30_000,
  closingCents: 80_000 - cogsCents,
  cogsCents,
  cogsPercentBps: Math.round((cogsCents * 10_000) / 100_000),
  missing: [],
  currentPriceItems: [],
  transfersInCents: 0,
  transfersOutCents: 0,
  wasteCents: 0,
  netSalesCents: 100_000,
  varianceCents: null,
  byCategory: {},
});
const rollup = (reportId: string, location: SalesLocation, cogsCents: number) =>
  cogsRollupFields({
    reportId,
    locationId: location.id,
    territoryId: location.territoryId,
    closed: true,
    row: row(reportId, location.id, cogsCents),
    salesByMonth: { '2026-10': 100_000 },
  });
const trend = (reportId: string, location: SalesLocation, cogsCents: number) =>
  cogsTrendFields(location, [readCogsRollup(rollup(reportId, location, cogsCents), '2026-11-29')]);
const DOCS = {
  'cogs_period_rollups/north-oct': rollup('north-oct', north, 30_000),
  'cogs_period_rollups/south-oct': rollup('south-oct', south, 20_000),
  [`cogs_location_trends/${north.id}`]: trend('north-oct', north, 30_000),
  [`cogs_location_trends/${south.id}`]: trend('south-oct', south, 20_000),
};
/** The side-by-side view's read: the COGS % of each location's latest period, by location. */
const trendsOf = async (db: ReturnType<typeof t.db>, territoryIds: string[]) =>
  Object.fromEntries(
    (await loadLocationTrends(db, territoryIds, '2026-11-29')).map((x) => [
      x.locationId,
      x.latest?.cogsPercentBps,
    ]),
  );
const READERS: Persona[] = ['franchiseeOwner', 'manager'];

describe('COGS period rollups', () => {
  for (const p of ['superAdmin', 'fulfillment'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} read every territory's rollups`, async () => {
      await t.seed(DOCS);
      const own = await assertSucceeds(loadLocationRollups(t.db(p), north, '2026-11-29'));
      expect(own.rollups.map((r) => [r.reportId, r.row.cogsCents])).toEqual([
        ['north-oct', 30_000],
      ]);
      const other = await assertSucceeds(loadLocationRollups(t.db(p), south, '2026-11-29'));
      expect(other.rollups.map((r) => r.row.cogsPercentBps)).toEqual([2_000]);
    });
  }

  for (const p of READERS) {
    it(`lets ${PERSONAS[p].who} read their territory's rollups, not another's`, async () => {
      await t.seed(DOCS);
      const own = await assertSucceeds(loadLocationRollups(t.db(p), north, '2026-11-29'));
      expect(own.rollups[0]?.salesByMonth).toEqual({ '2026-10': 100_000 });
      await assertFails(loadLocationRollups(t.db(p), south, '2026-11-29'));
      await assertFails(getDoc(doc(t.db(p), 'cogs_period_rollups/south-oct')));
    });
  }

  for (const p of ['employee', 'waiting', 'disabled'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} (no View COGS Reports) reading rollups`, async () => {
      await t.seed(DOCS);
      await assertFails(loadLocationRollups(t.db(p), north, '2026-11-29'));
      await assertFails(getDoc(doc(t.db(p), 'cogs_period_rollups/north-oct')));
    });
  }

  for (const p of ['superAdmin', 'fulfillment'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} read every territory's location trends in one query`, async () => {
      await t.seed(DOCS);
      expect(await assertSucceeds(trendsOf(t.db(p), [NORTH_TERRITORY, SOUTH_TERRITORY]))).toEqual({
        [north.id]: 3_000,
        [south.id]: 2_000,
      });
    });
  }

  for (const p of READERS) {
    it(`lets ${PERSONAS[p].who} read their territory's location trends, not another's`, async () => {
      await t.seed(DOCS);
      expect(await assertSucceeds(trendsOf(t.db(p), [NORTH_TERRITORY]))).toEqual({
        [north.id]: 3_000,
      });
      await assertFails(trendsOf(t.db(p), [NORTH_TERRITORY, SOUTH_TERRITORY]));
      await assertFails(getDoc(doc(t.db(p), `cogs_location_trends/${south.id}`)));
    });
  }

  for (const p of ['employee', 'waiting', 'disabled'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} (no View COGS Reports) reading location trends`, async () => {
      await t.seed(DOCS);
      await assertFails(trendsOf(t.db(p), [NORTH_TERRITORY]));
      await assertFails(getDoc(doc(t.db(p), `cogs_location_trends/${north.id}`)));
    });
  }

  for (const p of ALL_PERSONAS) {
    it(`refuses ${PERSONAS[p].who} writing a location trend from the browser`, async () => {
      // A trend that would put the location's COGS % at a few hundredths of a percent.
      await assertFails(
        setDoc(doc(t.db(p), `cogs_location_trends/${north.id}`), trend('north-nov', north, 1)),
      );
      await t.seed(DOCS);
      await assertFails(deleteDoc(doc(t.db(p), `cogs_location_trends/${north.id}`)));
    });
  }

  for (const p of ALL_PERSONAS) {
    it(`refuses ${PERSONAS[p].who} writing a rollup from the browser`, async () => {
      // A rollup that would show a November COGS of a few cents on a million dollars of sales.
      await assertFails(
        setDoc(doc(t.db(p), 'cogs_period_rollups/north-nov'), rollup('north-nov', north, 1)),
      );
    });
  }

  for (const p of ROLE_PERSONAS) {
    it(`refuses ${PERSONAS[p].who} changing or deleting the server's rollup`, async () => {
      await t.seed(DOCS);
      const db = t.db(p);
      await assertFails(
        updateDoc(doc(db, 'cogs_period_rollups/north-oct'), { 'row.cogsCents': 1 }),
      );
      await assertFails(deleteDoc(doc(db, 'cogs_period_rollups/north-oct')));
      expect((await t.peek('cogs_period_rollups/north-oct'))?.row).toMatchObject({
        cogsCents: 30_000,
      });
    });
  }

  it('refuses a signed-out caller reading or writing a rollup', async () => {
    await t.seed(DOCS);
    await assertFails(getDoc(doc(t.anonDb(), 'cogs_period_rollups/north-oct')));
    await assertFails(
      setDoc(doc(t.anonDb(), 'cogs_period_rollups/north-oct'), rollup('north-oct', north, 1)),
    );
  });
});
