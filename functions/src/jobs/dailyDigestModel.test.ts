import { describe, expect, it } from 'vitest';
import {
  dailyDigestMail,
  planDailyDigests,
  type PendingDigestItem,
  type UserDigest,
} from './dailyDigestModel';
import { BASE, user } from './testUsers';

// Run for Monday 30 Nov 2026 at 07:45 New York, after the other daily jobs of the day.
const DAY = '2026-11-30';
const AT = Date.parse(`${DAY}T12:30:00Z`);

const item = (
  id: string,
  uid: string,
  kind: string,
  day: string,
  createdAtMs = AT,
): PendingDigestItem => ({
  id: `${id}__${uid}`,
  uid,
  day,
  kind,
  mailId: id,
  subject: `Subject ${id}`,
  summary: `Summary ${id}`,
  path: `/app/${id}`,
  createdAtMs,
});

const users = [
  user('owner', 'franchiseeOwner', ['north'], { kinds: { salesLate: 'digest' } }),
  user('manager', 'manager', ['north'], {
    kinds: { inspectionDue: 'digest', salesLate: 'never' },
  }),
  user('quitter', 'employee', ['north'], { optedOut: true }),
  user('gone', 'employee', ['north'], { disabled: true }),
];

describe('planDailyDigests', () => {
  it("sends each user one digest of that day's and earlier items, oldest first", () => {
    const plan = planDailyDigests(
      DAY,
      [
        item('salesLate-dock-2026-11-30', 'owner', 'salesLate', DAY),
        // Unsent from an earlier day (a day the job did not run): still in, first.
        item('orderApproved-o1-1', 'owner', 'orderApproved', '2026-11-28', AT - 3 * 86_400_000),
        item('inspectionDue-dock-2026-11-01', 'manager', 'inspectionDue', DAY),
        // Written tomorrow: waits for tomorrow's digest.
        item('salesLate-dock-2026-12-01', 'owner', 'salesLate', '2026-12-01'),
      ],
      users,
    );
    expect(plan.digests.map((d) => [d.mailId, d.email, d.items.map((i) => i.mailId)])).toEqual([
      ['dailyDigest-manager-2026-11-30', 'manager@x.test', ['inspectionDue-dock-2026-11-01']],
      [
        'dailyDigest-owner-2026-11-30',
        'owner@x.test',
        ['orderApproved-o1-1', 'salesLate-dock-2026-11-30'],
      ],
    ]);
    expect(plan.dropped).toEqual([]);
  });

  it('drops what a user now never wants, and everything of one who opted out or is disabled', () => {
    const plan = planDailyDigests(
      DAY,
      [
        // The manager chose the digest for late sales once, and never since.
        item('salesLate-dock-2026-11-29', 'manager', 'salesLate', '2026-11-29'),
        item('salesLate-dock-2026-11-30', 'quitter', 'salesLate', DAY),
        item('orderExpired-o2-5', 'gone', 'orderExpired', DAY),
        item('orderExpired-o3-5', 'deleted-user', 'orderExpired', DAY),
      ],
      users,
    );
    expect(plan.digests).toEqual([]);
    expect([...plan.dropped].sort()).toEqual([
      'orderExpired-o2-5__gone',
      'orderExpired-o3-5__deleted-user',
      'salesLate-dock-2026-11-29__manager',
      'salesLate-dock-2026-11-30__quitter',
    ]);
  });

  it('sends nothing without pending items', () => {
    expect(planDailyDigests(DAY, [], users)).toEqual({ digests: [], dropped: [] });
  });
});

describe('dailyDigestMail', () => {
  it('renders the digest to the user, from the job, about the user', () => {
    const digest: UserDigest = {
      uid: 'owner',
      email: 'owner@x.test',
      mailId: 'dailyDigest-owner-2026-11-30',
      items: [item('salesLate-dock-2026-11-30', 'owner', 'salesLate', DAY)],
    };
    const mail = dailyDigestMail(digest, DAY, BASE);
    expect(mail).toMatchObject({
      to: ['owner@x.test'],
      event: { type: 'dailyDigest', ref: 'owner' },
      createdBy: 'scheduled-job',
      message: { subject: 'Your Harbor Ops digest for 2026-11-30: 1 notice' },
    });
    expect(mail?.message.text).toContain(
      `- Subject salesLate-dock-2026-11-30: Summary salesLate-dock-2026-11-30\n  ${BASE}/app/salesLate-dock-2026-11-30`,
    );
    expect(dailyDigestMail({ ...digest, items: [] }, DAY, BASE)).toBeNull();
  });
});
