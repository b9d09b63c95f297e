import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { refreshCogsRollups } from '../../functions/src/reports/cogsRollups';
import { DEMO_IDS } from '../../scripts/seed.mjs';
import { baseUrl, newPage, screenshot, signIn, waitUntil } from './support/browser';

/**
 * Two-sided transfers (issue 28) through the COGS page: the Manager sends buns from a North
 * Coast cafe to a truck on a tablet; nothing moves until the Franchisee Owner, at a desk, sees the
 * incoming transfer on the truck's page and accepts it into the truck's period. An Employee, who
 * cannot open the COGS page, answers one on the truck's inventory period. Locations and open
 * periods of this file's own (created past the rules), so no other test sees them; their COGS
 * rollups (what the COGS page lists) computed by the server's own refresh.
 */
const NORTH = DEMO_IDS.territories.north;
const CAFE = { id: 'e2e-transfer-cafe', name: 'Transfer Test Cafe', type: 'restaurant' };
const TRUCK = { id: 'e2e-transfer-truck', name: 'Transfer Test Truck', type: 'truck' };
const CAFE_PERIOD = 'e2e-transfer-cafe-open';
const TRUCK_PERIOD = 'e2e-transfer-truck-open';
const BUNS = 'item-bun-bri';
const DAY = 86_400_000;

function admin(): Firestore {
  const app =
    getApps().find((a) => a.name === 'transfers-e2e') ??
    initializeApp({ projectId: 'demo-franchise-portal' }, 'transfers-e2e');
  return getFirestore(app);
}

async function createWorld(db: Firestore) {
  const opened = Timestamp.fromMillis(Date.now() - 7 * DAY);
  const batch = db.batch();
  for (const [place, period] of [
    [CAFE, CAFE_PERIOD],
    [TRUCK, TRUCK_PERIOD],
  ] as const) {
    batch.set(db.doc(`franchise_locations/${place.id}`), {
      name: place.name,
      territoryId: NORTH,
      territoryName: 'North Coast',
      type: place.type,
      enabled: true,
      createdAt: opened,
      updatedAt: opened,
    });
    batch.set(db.doc(`inventory_reports/${period}`), {
      locationId: place.id,
      locationName: place.name,
      locationType: place.type,
      territoryId: NORTH,
      name: `${place.name} week`,
      status: 'open',
      reopenCount: 0,
      userId: 'demo-manager',
      createdAt: opened,
      updatedAt: opened,
      openingCountedAt: opened,
    });
  }
  await batch.commit();
}

async function choose(page: Page, label: string, option: RegExp | string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

async function openTransfers(page: Page, location: string) {
  await page.goto(`${baseUrl()}/app/reports/cogs`);
  await choose(page, 'Location', new RegExp(location));
}

/** The Manager sends `quantity` buns from the cafe to the truck on a tablet; it waits there. */
async function sendBuns(quantity: number, shot?: string) {
  const manager = await newPage({ width: 768, height: 1024, hasTouch: true });
  await signIn(manager, 'manager@demo.test');
  await openTransfers(manager, CAFE.name);
  await manager.getByRole('tab', { name: 'Transfers and waste' }).click();
  const panel = manager.getByTestId('stock-movements');
  await choose(manager, 'Kind', 'Transfer out');
  await choose(manager, 'Item', /Brioche/);
  await choose(manager, 'To location', TRUCK.name);
  await panel.getByLabel('Quantity (eaches or lb)').fill(String(quantity));
  await panel.getByRole('button', { name: 'Add entry' }).click();
  await manager.getByText(`Transfer sent: it counts once ${TRUCK.name} accepts it.`).waitFor();
  await panel
    .getByRole('row', {
      name: new RegExp(`Transfer out.*Brioche.*${quantity}.*Waiting for ${TRUCK.name}`),
    })
    .waitFor();
  if (shot) await screenshot(manager, shot);
  await manager.context().close();
}

describe('transfers between two locations', () => {
  beforeAll(async () => {
    await createWorld(admin());
    await refreshCogsRollups(admin(), [CAFE.id, TRUCK.id]);
  });

  it('moves nothing until the receiving location accepts it', async () => {
    await sendBuns(48, 'transfers-sent-768');

    const owner = await newPage({ width: 1440, height: 900 });
    await signIn(owner, 'owner@demo.test');
    await openTransfers(owner, TRUCK.name);
    await owner.getByRole('tab', { name: 'Transfers and waste (1 incoming)' }).click();
    const incoming = owner.getByTestId('incoming-transfers');
    await incoming.getByText(new RegExp(`^48 × .*Brioche.* from ${CAFE.name}`)).waitFor();
    await screenshot(owner, 'transfers-incoming-1440');
    await incoming.getByRole('button', { name: `Accept the transfer from ${CAFE.name}` }).click();
    await owner.getByText(`Transfer from ${CAFE.name} accepted.`).waitFor();
    await incoming.waitFor({ state: 'detached' });
    await owner
      .getByTestId('stock-movements')
      .getByRole('row', { name: new RegExp(`Transfer in.*Brioche.*48.*${CAFE.name}.*Accepted`) })
      .waitFor();
    await screenshot(owner, 'transfers-accepted-1440');
    await owner.context().close();

    await waitUntil(async () => {
      const sent = await admin()
        .collection(`inventory_reports/${CAFE_PERIOD}/stock_movements`)
        .get();
      const received = await admin()
        .collection(`inventory_reports/${TRUCK_PERIOD}/stock_movements`)
        .get();
      return (
        sent.docs.some((d) => d.get('kind') === 'transferOut' && d.get('status') === 'accepted') &&
        received.docs.some((d) => d.get('kind') === 'transferIn' && d.get('itemId') === BUNS)
      );
    }, 'both sides of the transfer are accepted');
  });

  it("lets an Employee, without View COGS Reports, accept one on the location's inventory period", async () => {
    await sendBuns(12);
    const employee = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(employee, 'employee@demo.test');
    await employee.goto(`${baseUrl()}/app/reports/inventory/${TRUCK_PERIOD}`);
    await employee.getByRole('heading', { name: `${TRUCK.name} week` }).waitFor();
    const incoming = employee.getByTestId('incoming-transfers');
    await incoming.getByText(new RegExp(`^12 × .*Brioche.* from ${CAFE.name}`)).waitFor();
    await screenshot(employee, 'transfers-incoming-inventory-768');
    await incoming.getByRole('button', { name: `Accept the transfer from ${CAFE.name}` }).tap();
    await employee.getByText(`Transfer from ${CAFE.name} accepted.`).waitFor();
    await incoming.waitFor({ state: 'detached' });
    await employee.context().close();

    await waitUntil(async () => {
      const received = await admin()
        .collection(`inventory_reports/${TRUCK_PERIOD}/stock_movements`)
        .get();
      return received.docs.some(
        (d) =>
          d.get('kind') === 'transferIn' &&
          d.get('quantity') === 12 &&
          d.get('userId') === 'demo-employee',
      );
    }, "the Employee's acceptance is in the truck's period");
  });
});
