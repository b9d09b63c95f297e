import { describe, expect, it } from 'vitest';
import { buildMail, recipients, type TeamEmails } from './buildMail';

const teams: TeamEmails = {
  orders: 'orders@x.test',
  fulfillment: 'ship@x.test',
  compliance: 'qa@x.test',
};

describe('recipients', () => {
  it('lists the team and the person, without blanks or duplicates', () => {
    expect(recipients('a@x.test', { email: 'b@x.test', optedOut: false })).toEqual([
      'a@x.test',
      'b@x.test',
    ]);
    expect(recipients(' ', { email: 'b@x.test', optedOut: false })).toEqual(['b@x.test']);
    expect(recipients('a@x.test', { email: 'a@x.test', optedOut: false })).toEqual(['a@x.test']);
  });

  it('leaves out a person who opted out', () => {
    expect(recipients('a@x.test', { email: 'b@x.test', optedOut: true })).toEqual(['a@x.test']);
  });
});

describe('buildMail', () => {
  it('sends a submitted order to the orders team only, under an id per order', () => {
    const mail = buildMail(
      { type: 'orderSubmitted', orderId: 'order-7', orderNumber: 7, locationName: 'Dock' },
      teams,
      'u1',
    );
    expect(mail?.id).toBe('orderSubmitted-order-7');
    expect(mail?.doc.to).toEqual(['orders@x.test']);
    expect(mail?.doc.event).toEqual({ type: 'orderSubmitted', ref: 'order-7' });
    expect(mail?.doc.createdBy).toBe('u1');
    expect(mail?.doc.message.subject).toBe('Order #7 submitted');
    expect(mail?.doc.message.text).toContain('Dock');
  });

  it('sends an approval to fulfillment and the franchisee, one id per approval', () => {
    const event = {
      type: 'orderApproved' as const,
      orderId: 'order-7',
      orderNumber: 7,
      locationName: 'Dock',
      revisionCount: 3,
      franchisee: { email: 'owner@x.test', optedOut: false },
    };
    const mail = buildMail(event, teams, 'u1');
    expect(mail?.id).toBe('orderApproved-order-7-3');
    expect(mail?.doc.to).toEqual(['ship@x.test', 'owner@x.test']);
    expect(
      buildMail({ ...event, franchisee: { email: 'owner@x.test', optedOut: true } }, teams, 'u1')
        ?.doc.to,
    ).toEqual(['ship@x.test']);
  });

  it('sends a failed or DNQ compliance report to compliance and the owner', () => {
    const mail = buildMail(
      {
        type: 'complianceFailed',
        reportId: 'r1',
        serialNo: 12,
        locationName: 'Truck <1>',
        result: 'dnq',
        owner: { email: 'owner@x.test', optedOut: false },
      },
      teams,
      'u1',
    );
    expect(mail?.id).toBe('complianceFailed-r1');
    expect(mail?.doc.to).toEqual(['qa@x.test', 'owner@x.test']);
    expect(mail?.doc.message.subject).toBe('Compliance report #12: DNQ');
    expect(mail?.doc.message.html).toContain('Truck &#60;1&#62;');
  });

  it('builds nothing when nobody is to receive it', () => {
    expect(
      buildMail(
        { type: 'orderSubmitted', orderId: 'order-7', orderNumber: 7, locationName: 'Dock' },
        { ...teams, orders: '' },
        'u1',
      ),
    ).toBeNull();
  });
});
