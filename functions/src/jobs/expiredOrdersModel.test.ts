import { describe, expect, it } from 'vitest';
import { expiredOrderMails, expiryWindow, type WaitingOrder } from './expiredOrdersModel';
import { BASE, TEAMS, user } from './testUsers';

const DAY = '2026-11-30';
const NOON = Date.parse('2026-11-30T12:00:00Z') / 1000;
const DAYS = 86_400;

const order = (id: string, ageDays: number, over: Partial<WaitingOrder> = {}): WaitingOrder => ({
  id,
  orderNumber: 100,
  status: 'pending',
  updatedAtTimestamp: NOON - ageDays * DAYS,
  userId: 'franchisee',
  locationName: 'Dock',
  ...over,
});

describe('expiredOrderMails', () => {
  const users = [user('franchisee', 'franchiseeOwner', ['north'])];

  it('tells the author of an order that expired within the last week, once per expiry', () => {
    const mails = expiredOrderMails(
      DAY,
      [
        order('fresh', 30), // exactly 30 days: not expired yet
        order('expired', 31),
        order('returned', 36, { status: 'revision' }),
        order('old', 38), // expired 8 days ago: no notice any more
        order('approved', 31, { status: 'approved' }),
      ],
      users,
      TEAMS,
      BASE,
    );
    expect(mails.map((m) => m.id)).toEqual([
      `orderExpired-expired-${NOON - 31 * DAYS}`,
      `orderExpired-returned-${NOON - 36 * DAYS}`,
    ]);
    expect(mails[0].doc?.to).toEqual(['franchisee@x.test']);
    expect(mails[0].doc?.message.subject).toBe('Order #100 expired');
  });

  it('queries the week of last changes that expired recently', () => {
    expect(expiryWindow(DAY)).toEqual({ from: NOON - 37 * DAYS, to: NOON - 30 * DAYS });
  });

  it('mails nobody for an author who is gone', () => {
    expect(
      expiredOrderMails(DAY, [order('x', 31, { userId: 'left' })], users, TEAMS, BASE),
    ).toEqual([]);
  });
});
