import { describe, expect, it } from 'vitest';
import { digestLines, weeklyDigestMails, type DigestSources } from './weeklyDigestModel';
import { BASE, TEAMS, user } from './testUsers';

const MONDAY = '2026-11-30';

const sources: DigestSources = {
  orders: [
    { status: 'pending', territoryId: 'north' },
    { status: 'pending', territoryId: 'south' },
    { status: 'approved', territoryId: 'north' },
    { status: 'revision', territoryId: 'north' },
  ],
  orderDrafts: [{ userId: 'owner' }],
  complianceDrafts: [],
  approvals: [
    {
      status: 'submitted',
      territoryId: 'north',
      userId: 'owner',
      assigneeId: '',
      dueDay: '2026-12-01',
    },
    {
      status: 'submitted',
      territoryId: 'north',
      userId: 'owner',
      assigneeId: 'ship',
      dueDay: '2026-11-20',
    },
    {
      status: 'revisionRequested',
      territoryId: 'north',
      userId: 'owner',
      assigneeId: '',
      dueDay: '',
    },
  ],
  actions: [
    {
      id: 'a',
      question: 'Q',
      serialNo: 1,
      locationName: 'Dock',
      territoryId: 'north',
      status: 'open',
      dueAt: Date.parse('2026-11-20T00:00:00Z'),
      assigneeId: 'manager',
      assigneeName: 'M',
    },
  ],
  locations: [
    {
      id: 'dock',
      name: 'Dock',
      territoryId: 'north',
      frequencyDays: 30,
      lastInspectedAt: null,
      inspectorId: '',
    },
  ],
};

describe('weekly digest', () => {
  it('counts the dashboard cards each role sees, in its scope', () => {
    expect(digestLines(user('top', 'superAdmin'), MONDAY, sources)).toEqual([
      { label: 'Orders waiting for approval', count: 2 },
      { label: 'Approval requests due soon or overdue', count: 1 },
      { label: 'Inspections past due', count: 1 },
    ]);
    expect(digestLines(user('ship', 'fulfillment'), MONDAY, sources)).toEqual([
      { label: 'Orders waiting for fulfilment', count: 1 },
      { label: 'Orders waiting for approval', count: 2 },
      { label: 'Approval requests due soon or overdue', count: 2 },
      { label: 'Inspections past due', count: 1 },
    ]);
    expect(digestLines(user('owner', 'franchiseeOwner', ['north']), MONDAY, sources)).toEqual([
      { label: 'Orders returned for revision', count: 1 },
      { label: 'Approval requests returned to you', count: 1 },
      { label: 'Inspections past due', count: 1 },
      { label: 'Drafts to finish', count: 1 },
    ]);
    expect(digestLines(user('manager', 'manager', ['north']), MONDAY, sources)).toEqual([
      { label: 'Orders returned for revision', count: 1 },
      { label: 'Inspections past due', count: 1 },
      { label: 'Follow-up actions overdue, assigned to you', count: 1 },
    ]);
  });

  it('mails on Mondays only (or on request), skipping users with nothing waiting', () => {
    const users = [
      user('owner', 'franchiseeOwner', ['north']),
      user('idle', 'employee', ['south']),
    ];
    expect(weeklyDigestMails('2026-11-29', users, sources, TEAMS, BASE)).toEqual([]);
    const mails = weeklyDigestMails(MONDAY, users, sources, TEAMS, BASE);
    expect(mails.map((m) => [m.id, m.doc?.to])).toEqual([
      ['weeklyDigest-owner-2026-11-30', ['owner@x.test']],
    ]);
    expect(mails[0].doc?.message.text).toContain('Drafts to finish: 1');
    expect(
      weeklyDigestMails('2026-11-29', users, sources, TEAMS, BASE, { weekly: true }),
    ).toHaveLength(1);
  });

  it('sends none to a user who chose never, and sends it at once to one who stored a digest', () => {
    const never = user('owner', 'franchiseeOwner', ['north'], { kinds: { weeklyDigest: 'never' } });
    expect(weeklyDigestMails(MONDAY, [never], sources, TEAMS, BASE)).toEqual([]);
    // Only immediately or never are offered for the summary: a stored digest reads as the default.
    const digest = user('owner', 'franchiseeOwner', ['north'], {
      kinds: { weeklyDigest: 'digest' },
    });
    const [mail] = weeklyDigestMails(MONDAY, [digest], sources, TEAMS, BASE);
    expect(mail.doc?.to).toEqual(['owner@x.test']);
    expect(mail.digest).toBeNull();
  });
});
