/**
 * The COGS rollups on the emulators (issue 29): the server's writes keep cogs_period_rollups and
 * the location's trend (cogs_location_trends) in step (an inventory step, a sales day saved, the
 * refresh asked for after waste), and the rebuild (the rebuildSalesRollups callable, `run-job
 * rollups`) recomputes the very same documents from the source records.
 *
 * The fixture: a franchise location of its own in North Coast, FN COGS Cafe, with a period closed
 * before rollups existed (written past the server: 20 to 5 days ago, every active item counted 10
 * at its opening and 8 at its closing), then a period its Manager starts and opens through the
 * callables. Every active item (what a count must cover) is read when the tests start.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../scripts/seed.mjs';
import { eachesValueCents, type ValuedItem } from '../../src/features/reports/inventory/model/cogs';
import { readValuedItem } from '../../src/features/reports/inventory/model/cogsSources';
import { salesToday } from '../../src/features/reports/model/salesEntry';
import {
  activeItems,
  dayAgo,
  writeCountLines,
  writeLocations,
  writePeriod,
} from './inventoryFixture';
import { adminDb, daysAgo, PERSONAS, personaCallers, refusal, type Call } from './support';

const NORTH = DEMO_IDS.territories.north;
const CAFE = {
  id: 'fn-cogs-cafe',
  name: 'FN COGS Cafe',
  territoryId: NORTH,
  type: 'restaurant',
} as const;
const CLOSED = 'fn-cogs-closed';
const { SUPER, OWNER, MANAGER, WAITING } = PERSONAS;
let callers: Record<string, Call> = {};
let itemIds: string[] = [];
/** An active item with a price, valued as COGS values it (no order: its current price). */
let priced: ValuedItem;

/** The stored rollups of the cafe, without their write times. */
async function stored() {
  const snap = await adminDb()
    .collection('cogs_period_rollups')
    .where('locationId', '==', CAFE.id)
    .get();
  return Object.fromEntries(
    snap.docs.map((d) => {
      const { updatedAt: _, ...rest } = d.data();
      return [d.id, rest];
    }),
  );
}

/** The cafe's stored trend (the COGS page's side-by-side view), without its write time. */
async function storedTrend() {
  const snap = await adminDb().doc(`cogs_location_trends/${CAFE.id}`).get();
  const { updatedAt: _, ...rest } = snap.data() ?? {};
  return rest;
}

beforeAll(async () => {
  await writeLocations([CAFE]);
  const items = await activeItems();
  itemIds = items.map((d) => d.id);
  const item = items.find((d) => Number(d.get('priceCents')) > 0);
  if (!item) throw new Error('No seeded active item has a price');
  priced = readValuedItem(item.id, item.data());
  await writePeriod(CLOSED, CAFE, 'closed', {
    openedDaysAgo: 20,
    extra: { updatedAt: daysAgo(5), closingCountedAt: daysAgo(5) },
  });
  await writeCountLines(CLOSED, 'opening', itemIds, () => 10);
  await writeCountLines(CLOSED, 'closing', itemIds, () => 8);
  callers = await personaCallers();
});

describe('COGS rollups', () => {
  it('keeps the rollups with each server write, and a rebuild gives the same documents', async () => {
    const manager = callers[MANAGER];
    const cells = (date: string, gross: string) => ({
      date,
      gross,
      discounts: '0',
      refunds: '0',
      transactions: '40',
    });
    // 10 days ago falls in the closed period; today in the new one. Sales are dated in the
    // franchisor's day (salesToday) and periods in UTC days, so the new period is dated from
    // yesterday: today's sales fall in it at any hour, also before 05:00 UTC.
    await manager('saveSalesEntry', {
      locationId: CAFE.id,
      day: cells(dayAgo(10), '1,000'),
      replace: false,
    });
    const { reportId } = (await manager('startInventoryPeriod', {
      locationId: CAFE.id,
      name: 'FN COGS period',
    })) as { reportId: string };
    await adminDb()
      .doc(`inventory_reports/${reportId}`)
      .update({ createdAt: daysAgo(1) });
    // The new period's opening is the closing copied over: 8 of each, complete.
    await manager('completeInventoryCount', { reportId, count: 'opening' });
    await manager('saveSalesEntry', {
      locationId: CAFE.id,
      day: cells(salesToday(new Date()), '250.50'),
      replace: false,
    });

    const incremental = await stored();
    expect(Object.keys(incremental).sort()).toEqual([CLOSED, reportId].sort());
    const closed = incremental[CLOSED];
    expect(closed).toMatchObject({ territoryId: NORTH, closed: true });
    // Its one day of $1,000.00; 10 counted at the opening, 8 at the closing, nothing bought or
    // moved: COGS is the opening's value less the closing's.
    expect(closed.row).toMatchObject({ netSalesCents: 100_000, from: dayAgo(20), to: dayAgo(5) });
    expect(closed.row.cogsCents).toBe(closed.row.openingCents - closed.row.closingCents);
    expect(closed.row.cogsCents).toBeGreaterThan(0);
    expect(closed.salesByMonth).toEqual({ [dayAgo(10).slice(0, 7)]: 100_000 });
    expect(incremental[reportId]).toMatchObject({ closed: false });
    expect(incremental[reportId].row).toMatchObject({
      netSalesCents: 25_050,
      openingCents: closed.row.closingCents,
      cogsCents: null,
    });

    // The side-by-side view's trend: the closed period (the open one has no closing count yet),
    // and its COGS % as the one point of the chart.
    const trend = await storedTrend();
    expect(trend).toMatchObject({
      locationId: CAFE.id,
      territoryId: NORTH,
      latest: {
        periodId: CLOSED,
        closed: true,
        cogsCents: closed.row.cogsCents,
        cogsPercentBps: closed.row.cogsPercentBps,
      },
      points: [{ to: dayAgo(5), closed: true, cogsPercentBps: closed.row.cogsPercentBps }],
    });

    // Rebuilt from the records alone: the same documents.
    const db = adminDb();
    const batch = db.batch();
    for (const id of Object.keys(incremental)) batch.delete(db.doc(`cogs_period_rollups/${id}`));
    batch.delete(db.doc(`cogs_location_trends/${CAFE.id}`));
    await batch.commit();
    const result = await callers[SUPER]('rebuildSalesRollups', {
      locationId: CAFE.id,
      from: dayAgo(30),
      to: dayAgo(0),
    });
    expect(result).toMatchObject({ cogsRollups: 2 });
    expect(await stored()).toEqual(incremental);
    expect(await storedTrend()).toEqual(trend);
  });

  it('refreshes after waste for those who may enter it, refuses others', async () => {
    const open = (
      await adminDb()
        .collection('inventory_reports')
        .where('locationId', '==', CAFE.id)
        .where('status', '==', 'open')
        .get()
    ).docs[0];
    expect(open).toBeDefined();
    // Waste written as the browser writes it: 4 eaches of a priced item, today.
    await adminDb()
      .collection(`inventory_reports/${open.id}/stock_movements`)
      .add({
        kind: 'waste',
        itemId: priced.id,
        quantity: 4,
        date: dayAgo(0),
        otherLocationId: '',
        otherLocationName: '',
        reason: 'drop',
        userId: 'demo-manager',
        createdAt: Timestamp.now(),
      });
    expect((await stored())[open.id].row.wasteCents).toBe(0);
    expect(await refusal(callers[WAITING]('refreshCogsRollups', { reportId: open.id }))).toEqual({
      code: 'permission-denied',
      message: expect.any(String),
    });
    await expect(callers[OWNER]('refreshCogsRollups', { reportId: open.id })).resolves.toEqual({
      rollups: 2,
    });
    expect((await stored())[open.id].row.wasteCents).toBe(
      eachesValueCents(4, priced.currentCasePriceCents, priced.unitsPerCase),
    );
  });
});
