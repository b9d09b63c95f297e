import { describe, expect, it } from 'vitest';
import { inspectionDueMails, type InspectedLocation } from './inspectionsDueModel';
import { BASE, TEAMS, user } from './testUsers';

const DAY_MS = 86_400_000;
const NOON = Date.parse('2026-11-30T12:00:00Z');

const location = (id: string, last: number | null, frequencyDays = 30): InspectedLocation => ({
  id,
  name: id,
  territoryId: 'north',
  frequencyDays,
  lastInspectedAt: last,
  inspectorId: last === null ? '' : 'inspector',
});

describe('inspectionDueMails', () => {
  const users = [user('owner', 'franchiseeOwner', ['north']), user('inspector', 'fulfillment')];
  const owners = new Map([['north', 'owner']]);

  it('mails the inspector and the owner of each location past its own schedule, once per due day', () => {
    const mails = inspectionDueMails(
      '2026-11-30',
      [
        location('fresh', NOON - 10 * DAY_MS),
        location('late', Date.parse('2026-10-01T15:00:00Z')),
        location('weekly', NOON - 8 * DAY_MS, 7),
        location('never', null),
      ],
      users,
      owners,
      TEAMS,
      BASE,
    );
    expect(mails.map((m) => [m.id, m.doc?.to])).toEqual([
      ['inspectionDue-late-2026-10-31', ['inspector@x.test', 'owner@x.test']],
      ['inspectionDue-weekly-2026-11-29', ['inspector@x.test', 'owner@x.test']],
      ['inspectionDue-never-never', ['owner@x.test']],
    ]);
    expect(mails[2].doc?.message.text).toContain('never been inspected');
  });
});
