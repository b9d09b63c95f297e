import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, type DocumentData } from 'firebase/firestore';
import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { listUpcomingEvents } from '../../src/features/approvals/api/upcoming-events';
import { PERSONAS, setupRulesTests, type Persona } from './helpers';
import { AT, BASE_DOCS, NORTH, SOUTH } from './orders-fixtures';

const t = setupRulesTests();
const NOW = new Date();

/** An event request at `territory`, `days` from now, in `status` (rules off). */
function eventRequest(territory: string, days: number, status = 'approved'): DocumentData {
  return {
    formId: 'event',
    status,
    name: `Event in ${days} days`,
    details: 'Truck at the pier',
    userId: PERSONAS.franchiseeOwner.uid,
    requesterName: 'Test owner',
    territoryId: territory,
    territoryName: territory === NORTH ? 'North Coast' : 'South Bay',
    franchiseeLocationId: territory === NORTH ? 'fl-north' : 'fl-south',
    franchiseeLocationName: territory === NORTH ? 'North Truck' : 'South Grill',
    franchiseeLocationType: 'truck',
    isTruckForm: true,
    eventTimeAndDate: Timestamp.fromDate(addDays(NOW, days)),
    isEventRecurring: false,
    venue: 'Pier 4',
    expectedGuests: 100,
    dueDate: null,
    revisionNotes: [],
    history: [],
    readRecipients: [],
    files: [],
    createdAt: AT,
    updatedAt: AT,
    lastUpdated: AT,
  };
}

async function seedEvents() {
  await t.seed({
    ...BASE_DOCS,
    'approvals/north-soon': eventRequest(NORTH, 3),
    'approvals/north-later': eventRequest(NORTH, 20),
    'approvals/north-too-far': eventRequest(NORTH, 45),
    'approvals/north-past': eventRequest(NORTH, -2),
    'approvals/north-open': eventRequest(NORTH, 5, 'submitted'),
    'approvals/south-soon': eventRequest(SOUTH, 4),
  });
}

const ids = (events: { id: string }[]) => events.map((e) => e.id);

describe('approvals: upcoming approved events (dashboard card)', () => {
  for (const p of ['superAdmin', 'fulfillment'] as Persona[]) {
    it(`gives ${PERSONAS[p].who} every territory's approved events of the next 30 days, soonest first`, async () => {
      await seedEvents();
      const events = await assertSucceeds(listUpcomingEvents(t.db(p), { kind: 'all' }, NOW));
      expect(ids(events)).toEqual(['north-soon', 'south-soon', 'north-later']);
    });
  }

  for (const p of ['franchiseeOwner', 'manager'] as Persona[]) {
    it(`gives ${PERSONAS[p].who} their own territory's events and refuses another's`, async () => {
      await seedEvents();
      const db = t.db(p);
      const events = await assertSucceeds(
        listUpcomingEvents(db, { kind: 'territories', territoryIds: [NORTH] }, NOW),
      );
      expect(ids(events)).toEqual(['north-soon', 'north-later']);
      await assertFails(
        listUpcomingEvents(db, { kind: 'territories', territoryIds: [NORTH, SOUTH] }, NOW),
      );
      await assertFails(listUpcomingEvents(db, { kind: 'all' }, NOW));
    });
  }

  it('refuses an Employee (no View Approval Requests by preset) and a waiting user', async () => {
    await seedEvents();
    await assertFails(
      listUpcomingEvents(t.db('employee'), { kind: 'territories', territoryIds: [NORTH] }, NOW),
    );
    await assertFails(listUpcomingEvents(t.db('waiting'), { kind: 'all' }, NOW));
  });

  it('asks nothing for a user without territories', async () => {
    expect(await listUpcomingEvents(t.db('employee'), { kind: 'none' }, NOW)).toEqual([]);
  });
});
