import { describe, expect, it } from 'vitest';
import {
  APPROVAL_ESCALATION_DAYS,
  approvalDueMails,
  escalationDays,
  type OpenRequest,
} from './approvalsDueModel';
import { BASE, TEAMS, user } from './testUsers';

const request = (id: string, dueDay: string, over: Partial<OpenRequest> = {}): OpenRequest => ({
  id,
  name: `Request ${id}`,
  locationName: 'Dock',
  territoryId: 'north',
  userId: 'requester',
  assigneeId: '',
  dueDay,
  ...over,
});

describe('approvalDueMails', () => {
  const users = [
    user('requester', 'franchiseeOwner', ['north']),
    user('reviewer', 'manager', ['north'], {
      permissions: { approvals: { review: true } },
    }),
    user('top', 'superAdmin'),
    user('ship', 'fulfillment'),
  ];
  const DAY = '2026-11-30';

  it('mails due soon and overdue requests to the assignee, else whoever may decide', () => {
    const mails = approvalDueMails(
      DAY,
      [
        request('later', '2026-12-04'),
        request('soon', '2026-12-03', { assigneeId: 'ship' }),
        request('today', '2026-11-30'),
        request('late', '2026-11-29'),
        request('none', ''),
      ],
      users,
      3,
      TEAMS,
      BASE,
    );
    expect(mails.map((m) => [m.id, m.doc?.to])).toEqual([
      ['approvalDue-soon-dueSoon-2026-12-03', ['ship@x.test']],
      ['approvalDue-today-dueSoon-2026-11-30', ['reviewer@x.test', 'top@x.test', 'ship@x.test']],
      ['approvalDue-late-overdue-2026-11-29', ['reviewer@x.test', 'top@x.test', 'ship@x.test']],
    ]);
  });

  it('escalates to the top roles once the request is overdue for the configured days', () => {
    const mails = approvalDueMails(
      DAY,
      [request('two', '2026-11-28', { assigneeId: 'reviewer' }), request('three', '2026-11-27')],
      users,
      3,
      TEAMS,
      BASE,
    );
    expect(mails.map((m) => [m.id, m.doc?.to])).toEqual([
      ['approvalDue-two-overdue-2026-11-28', ['reviewer@x.test']],
      ['approvalDue-three-overdue-2026-11-27', ['reviewer@x.test', 'top@x.test', 'ship@x.test']],
      ['approvalEscalated-three-2026-11-27', ['top@x.test', 'ship@x.test']],
    ]);
    expect(mails[2].doc?.message.subject).toBe('Approval request overdue 3 days: Request three');
  });

  it('reads the setting, with 3 days as the default', () => {
    expect(escalationDays(5)).toBe(5);
    expect(APPROVAL_ESCALATION_DAYS).toBe(3);
    expect(escalationDays(undefined)).toBe(3);
    expect(escalationDays(0)).toBe(3);
    expect(escalationDays(2.5)).toBe(3);
  });
});
