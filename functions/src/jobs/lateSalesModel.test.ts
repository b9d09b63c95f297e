import { describe, expect, it } from 'vitest';
import { lateSalesMails, type LateSalesInput } from './lateSalesModel';
import { BASE, TEAMS, user } from './testUsers';

// Run for Monday 30 Nov 2026: the window is 22 to 28 Nov (28 Nov was due by the end of 29 Nov).
const DAY = '2026-11-30';
const WINDOW = [
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
];

const input = (over: Partial<LateSalesInput> = {}): LateSalesInput => ({
  day: DAY,
  locations: [
    { id: 'dock', name: 'Dock', territoryId: 'north', since: '' },
    { id: 'pier', name: 'Pier', territoryId: 'north', since: '2026-11-27' },
    { id: 'bay', name: 'Bay', territoryId: 'south', since: '' },
  ],
  // Dock reported every day but 24 Nov; Pier (new on 27 Nov) nothing; Bay everything.
  reported: new Set([
    ...WINDOW.filter((d) => d !== '2026-11-24').map((d) => `dock_${d}`),
    ...WINDOW.map((d) => `bay_${d}`),
  ]),
  users: [
    user('owner', 'franchiseeOwner', ['north', 'south']),
    user('manager', 'manager', ['north']),
    user('employee', 'employee', ['north'], { kinds: { salesLate: 'never' } }),
    user('southie', 'manager', ['south']),
    user('top', 'superAdmin'),
  ],
  owners: new Map([
    ['north', 'owner'],
    ['south', 'owner'],
  ]),
  teams: TEAMS,
  baseUrl: BASE,
  ...over,
});

describe('lateSalesMails', () => {
  it("mails each location with unreported days to its territory's sales staff and owner", () => {
    const mails = lateSalesMails(input());
    expect(mails.map((m) => m.id)).toEqual([
      'salesLate-dock-2026-11-30',
      'salesLate-pier-2026-11-30',
    ]);
    const [dock, pier] = mails;
    // The employee chose never; the top role and the other territory's manager are not staff.
    expect(dock.doc?.to).toEqual(['owner@x.test', 'manager@x.test']);
    expect(dock.doc?.message.text).toContain('for 1 day of the last week: 2026-11-24.');
    // A location counts only from the day it was created.
    expect(pier.doc?.message.text).toContain(
      'for 2 days of the last week: 2026-11-27, 2026-11-28.',
    );
    expect(dock.doc?.message.text).toContain(`${BASE}/app/`);
  });

  it('sends nothing when every day is reported, and keeps a digest reader out of `to`', () => {
    const all = new Set(['dock', 'pier', 'bay'].flatMap((l) => WINDOW.map((d) => `${l}_${d}`)));
    expect(lateSalesMails(input({ reported: all }))).toEqual([]);
    const digest = lateSalesMails(
      input({
        users: [user('owner', 'franchiseeOwner', ['north'], { kinds: { salesLate: 'digest' } })],
      }),
    );
    expect(digest[0].doc).toBeNull();
    expect(digest[0].digest?.people.map((p) => p.uid)).toEqual(['owner']);
  });
});
