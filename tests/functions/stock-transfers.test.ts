/**
 * Transfers between two locations (issue 28) on the emulators: sendStockTransfer and
 * answerStockTransfer (functions/src/inventory/stockTransfers.ts) called through the web SDK as
 * the seeded roles. The attack of the issue: a "transfer out" of 5,000 units to another
 * franchisee's truck lowered the sender's COGS and nobody at the receiving truck saw it. Now it
 * waits for the receiver, moves stock on neither side until accepted, and keeps a period from
 * closing while it waits.
 *
 * The fixture: locations and periods of its own. The Manager and the Employee are in North
 * Coast only, the Owner in both territories, the top roles everywhere.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../scripts/seed.mjs';
import {
  activeItems,
  dayAgo,
  writeCountLines,
  writeLocations,
  writePeriod,
} from './inventoryFixture';
import { adminDb, personaCallers, PERSONAS, refusal, type Call } from './support';

const NORTH = DEMO_IDS.territories.north;
const GULF = DEMO_IDS.territories.gulf;
const { SUPER, FULFILLMENT, OWNER, MANAGER, EMPLOYEE } = PERSONAS;

const PLACES = {
  cafe: { id: 'fn-tr-cafe', name: 'FN Transfer Cafe', territoryId: NORTH, type: 'restaurant' },
  truck: { id: 'fn-tr-truck', name: 'FN Transfer Truck', territoryId: NORTH, type: 'truck' },
  gulf: { id: 'fn-tr-gulf', name: 'FN Transfer Gulf Truck', territoryId: GULF, type: 'truck' },
  late: { id: 'fn-tr-late', name: 'FN Transfer Late Cafe', territoryId: NORTH, type: 'restaurant' },
  closing: {
    id: 'fn-tr-closing',
    name: 'FN Transfer Closing Cafe',
    territoryId: NORTH,
    type: 'restaurant',
  },
} as const;
type Place = keyof typeof PLACES;

let callers: Record<string, Call> = {};
let itemIds: string[] = [];

const send = (who: string, reportId: string, over: Record<string, unknown> = {}) =>
  callers[who]<{ transferId: string }>('sendStockTransfer', {
    reportId,
    itemId: itemIds[0],
    quantity: 5000,
    date: dayAgo(2),
    toLocationId: PLACES.truck.id,
    ...over,
  });
const answer = (who: string, transferId: string, how: string, refusalText?: string) =>
  callers[who]<{ status: string }>('answerStockTransfer', {
    transferId,
    answer: how,
    ...(refusalText === undefined ? {} : { refusal: refusalText }),
  });

const transferDoc = async (id: string) =>
  (await adminDb().doc(`stock_transfers/${id}`).get()).data();
const movements = async (reportId: string) =>
  (await adminDb().collection(`inventory_reports/${reportId}/stock_movements`).get()).docs.map(
    (d) => ({ id: d.id, ...d.data() }) as Record<string, unknown>,
  );

/** A period of `place` in `status`, opened `openedDaysAgo` days ago (its first day). */
const period = (id: string, place: Place, status: string, openedDaysAgo = 10) =>
  writePeriod(id, PLACES[place], status, { openedDaysAgo });

beforeAll(async () => {
  const db = adminDb();
  for (const name of ['inventory_reports', 'stock_transfers']) {
    const old = await db.collection(name).get();
    for (const d of old.docs) {
      if (d.id.startsWith('fn-tr-') || String(d.get('fromLocationId')).startsWith('fn-tr-')) {
        await db.recursiveDelete(d.ref);
      }
    }
  }
  await writeLocations(Object.values(PLACES));
  await period('fn-tr-cafe-open', 'cafe', 'open');
  await period('fn-tr-truck-open', 'truck', 'open');
  await period('fn-tr-gulf-open', 'gulf', 'open');
  // Its period began yesterday: a transfer dated two days ago belongs to a closed one.
  await period('fn-tr-late-open', 'late', 'open', 1);
  itemIds = (await activeItems()).map((d) => d.id);
  callers = await personaCallers();
}, 120_000);

describe('sending a transfer', () => {
  it('waits for the receiver: pending on the sender, nothing at the receiver yet', async () => {
    const { transferId } = await send(MANAGER, 'fn-tr-cafe-open');
    expect(await transferDoc(transferId)).toMatchObject({
      status: 'pending',
      quantity: 5000,
      fromLocationId: PLACES.cafe.id,
      fromReportId: 'fn-tr-cafe-open',
      toLocationId: PLACES.truck.id,
      toLocationName: PLACES.truck.name,
      toTerritoryId: NORTH,
      toReportId: '',
      sentBy: 'demo-manager',
    });
    expect(await movements('fn-tr-cafe-open')).toContainEqual(
      expect.objectContaining({
        id: transferId,
        kind: 'transferOut',
        status: 'pending',
        transferId,
        otherLocationName: PLACES.truck.name,
      }),
    );
    expect((await movements('fn-tr-truck-open')).map((m) => m.id)).not.toContain(transferId);
  });

  it('refuses the top roles (counts and transfers are the franchise staff’s)', async () => {
    for (const who of [SUPER, FULFILLMENT]) {
      expect((await refusal(send(who, 'fn-tr-cafe-open'))).code).toBe('permission-denied');
    }
  });

  it("refuses a period of another territory, a day outside the period and a location's own", async () => {
    expect(await refusal(send(MANAGER, 'fn-tr-gulf-open'))).toEqual({
      code: 'permission-denied',
      message: 'This location is not in your territories.',
    });
    expect((await refusal(send(MANAGER, 'fn-tr-cafe-open', { date: dayAgo(30) }))).message).toBe(
      `Enter a date from ${dayAgo(10)} to ${dayAgo(0)}.`,
    );
    expect((await refusal(send(MANAGER, 'fn-tr-cafe-open', { date: dayAgo(-3) }))).code).toBe(
      'invalid-argument',
    );
    expect(
      (await refusal(send(MANAGER, 'fn-tr-cafe-open', { toLocationId: PLACES.cafe.id }))).message,
    ).toBe('A location cannot transfer stock to itself.');
    expect((await refusal(send(MANAGER, 'fn-tr-cafe-open', { quantity: 0 }))).message).toBe(
      'Enter a quantity above 0.',
    );
  });
});

describe('answering a transfer', () => {
  it('accepted by the receiver: a transfer in there, both sides accepted, once', async () => {
    const { transferId } = await send(MANAGER, 'fn-tr-cafe-open', { quantity: 12 });
    expect((await answer(EMPLOYEE, transferId, 'accept')).status).toBe('accepted');
    expect(await transferDoc(transferId)).toMatchObject({
      status: 'accepted',
      toReportId: 'fn-tr-truck-open',
      answeredBy: 'demo-employee',
    });
    expect(await movements('fn-tr-truck-open')).toContainEqual(
      expect.objectContaining({
        id: transferId,
        kind: 'transferIn',
        quantity: 12,
        status: 'accepted',
        otherLocationId: PLACES.cafe.id,
        otherLocationName: PLACES.cafe.name,
      }),
    );
    expect((await movements('fn-tr-cafe-open')).find((m) => m.id === transferId)).toMatchObject({
      status: 'accepted',
    });
    expect((await refusal(answer(EMPLOYEE, transferId, 'accept'))).message).toBe(
      'This transfer was accepted already. Reload to see it.',
    );
    expect((await refusal(answer(MANAGER, transferId, 'withdraw'))).code).toBe(
      'failed-precondition',
    );
  });

  it('to another franchisee: only the receiving territory answers; refused with a reason', async () => {
    const { transferId } = await send(MANAGER, 'fn-tr-cafe-open', {
      toLocationId: PLACES.gulf.id,
    });
    // The Manager is in North Coast only: the Gulf truck's answer is not theirs.
    expect((await refusal(answer(MANAGER, transferId, 'accept'))).code).toBe('permission-denied');
    expect((await refusal(answer(OWNER, transferId, 'refuse'))).message).toBe(
      'Say why the transfer is refused.',
    );
    expect((await answer(OWNER, transferId, 'refuse', 'Never arrived')).status).toBe('refused');
    expect((await movements('fn-tr-cafe-open')).find((m) => m.id === transferId)).toMatchObject({
      status: 'refused',
      refusal: 'Never arrived',
    });
    expect((await movements('fn-tr-gulf-open')).map((m) => m.id)).not.toContain(transferId);
  });

  it('withdrawn by its sender while it waits: gone from both', async () => {
    const { transferId } = await send(EMPLOYEE, 'fn-tr-cafe-open');
    expect((await answer(MANAGER, transferId, 'withdraw')).status).toBe('withdrawn');
    expect(await transferDoc(transferId)).toBeUndefined();
    expect((await movements('fn-tr-cafe-open')).map((m) => m.id)).not.toContain(transferId);
  });

  it("refuses accepting into a receiver's period that began after the transfer's day", async () => {
    const { transferId } = await send(MANAGER, 'fn-tr-cafe-open', {
      toLocationId: PLACES.late.id,
    });
    expect((await refusal(answer(MANAGER, transferId, 'accept'))).message).toBe(
      `The transfer is dated ${dayAgo(2)}, before ${PLACES.late.name}'s period began (${dayAgo(1)}): a closed period can no longer change. Refuse it, and ask the sender to send it again dated ${dayAgo(1)} or later.`,
    );
    expect((await transferDoc(transferId))?.status).toBe('pending');
  });
});

describe('closing a period while transfers wait', () => {
  it('is refused until its transfer out is answered or withdrawn', async () => {
    await period('fn-tr-closing-p', 'closing', 'closingInProgress');
    await writeCountLines('fn-tr-closing-p', 'opening', itemIds);
    await writeCountLines('fn-tr-closing-p', 'closing', itemIds);
    const { transferId } = await send(MANAGER, 'fn-tr-closing-p');
    const close = () =>
      callers[MANAGER]('completeInventoryCount', { reportId: 'fn-tr-closing-p', count: 'closing' });
    expect(await refusal(close())).toEqual({
      code: 'failed-precondition',
      message:
        "This period cannot close yet: 1 transfer out waits for the other location's answer (withdraw it, or ask them to answer).",
    });
    await answer(MANAGER, transferId, 'withdraw');
    expect(await close()).toMatchObject({ status: 'closed' });
  });
});
