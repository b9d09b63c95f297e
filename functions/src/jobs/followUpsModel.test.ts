import { describe, expect, it } from 'vitest';
import { followUpMails, type FollowUpInput, type OpenAction } from './followUpsModel';
import { BASE, TEAMS, user } from './testUsers';

const at = (iso: string) => Date.parse(iso);

const action = (id: string, due: string, over: Partial<OpenAction> = {}): OpenAction => ({
  id,
  question: `Question ${id}`,
  serialNo: 7,
  locationName: 'Dock',
  territoryId: 'north',
  status: 'open',
  dueAt: at(`${due}T09:00:00Z`),
  assigneeId: '',
  assigneeName: '',
  ...over,
});

const input = (day: string, actions: OpenAction[], over: Partial<FollowUpInput> = {}) => ({
  day,
  actions,
  users: [
    user('owner', 'franchiseeOwner', ['north']),
    user('manager', 'manager', ['north']),
    user('employee', 'employee', ['north']),
  ],
  territories: new Map([['north', { name: 'North Coast', ownerId: 'owner' }]]),
  teams: TEAMS,
  baseUrl: BASE,
  ...over,
});

describe('followUpMails', () => {
  const actions = [
    action('assigned', '2026-11-28', { assigneeId: 'employee', assigneeName: 'Em' }),
    action('unassigned', '2026-11-29'),
    action('notYet', '2026-11-30', { dueAt: at('2026-11-30T13:00:00Z') }),
    action('done', '2026-11-20', { status: 'done' }),
    action('longAgo', '2026-11-10'),
  ];

  it('mails each overdue action to its assignee, else the managers, once per due day', () => {
    // Sunday 29 Nov at noon: 'unassigned' fell due at 09:00; 'longAgo' fell due more than a
    // week ago (the summary lists it); no weekly summary on a Sunday.
    const mails = followUpMails(input('2026-11-29', actions));
    expect(mails.map((m) => [m.id, m.doc?.to])).toEqual([
      ['actionOverdue-assigned-2026-11-28', ['employee@x.test']],
      ['actionOverdue-unassigned-2026-11-29', ['manager@x.test']],
    ]);
    const monday = followUpMails(input('2026-11-30', actions));
    expect(monday.map((m) => [m.id, m.doc?.to])).toEqual([
      ['actionOverdue-assigned-2026-11-28', ['employee@x.test']],
      ['actionOverdue-unassigned-2026-11-29', ['manager@x.test']],
      ['actionsWeekly-north-2026-11-30', ['owner@x.test']],
    ]);
    // The summary lists every overdue action, the old one too.
    expect(monday[2].doc?.message.text).toContain(
      '3 follow-up actions of North Coast are overdue:',
    );
    expect(monday[2].doc?.message.text).toContain(
      'Dock: "Question longAgo", due 2026-11-10, not assigned',
    );
  });

  it('falls back to the owner without managers, and sends the summary on request', () => {
    const mails = followUpMails(
      input('2026-11-29', [action('unassigned', '2026-11-28')], {
        users: [user('owner', 'franchiseeOwner', ['north'])],
        weekly: true,
      }),
    );
    expect(mails.map((m) => [m.id, m.doc?.to])).toEqual([
      ['actionOverdue-unassigned-2026-11-28', ['owner@x.test']],
      ['actionsWeekly-north-2026-11-29', ['owner@x.test']],
    ]);
  });
});
