import { describe, expect, it } from 'vitest';
import { buildMail, recipients, renderMail, type TeamEmails } from './buildMail';

const BASE = 'https://ops.example.test';
const teams: TeamEmails = {
  orders: 'orders@x.test',
  fulfillment: 'ship@x.test',
  compliance: 'qa@x.test',
};

describe('recipients', () => {
  it('lists the team and the person who wants it now, without blanks or duplicates', () => {
    const now = { uid: 'b', email: 'b@x.test', delivery: 'immediately' as const };
    expect(recipients('a@x.test', now)).toEqual(['a@x.test', 'b@x.test']);
    expect(recipients(' ', now)).toEqual(['b@x.test']);
    expect(recipients('a@x.test', { ...now, email: 'a@x.test' })).toEqual(['a@x.test']);
  });

  it('leaves out a person who chose the digest or never, or opted out before', () => {
    expect(recipients('a@x.test', { uid: 'b', email: 'b@x.test', delivery: 'digest' })).toEqual([
      'a@x.test',
    ]);
    expect(recipients('a@x.test', { uid: 'b', email: 'b@x.test', delivery: 'never' })).toEqual([
      'a@x.test',
    ]);
    expect(recipients('a@x.test', { email: 'b@x.test', optedOut: true })).toEqual(['a@x.test']);
  });
});

describe('renderMail', () => {
  it('links the record, says why, ends with the settings link, and escapes the HTML', () => {
    const message = renderMail(
      {
        subject: 'Order #7 <b>approved</b>',
        lines: ['Order #7 for Dock & "Pier" <1> was approved.'],
        notes: { label: 'Notes', text: 'Ship <script>x</script>\nby Friday' },
        link: { path: '/app/orders/order-7', label: 'Open order #7' },
        reason: 'You get this because you placed this order.',
      },
      `${BASE}/`,
    );
    expect(message.subject).toBe('Order #7 <b>approved</b>');
    expect(message.text).toBe(
      [
        'Order #7 for Dock & "Pier" <1> was approved.',
        'Notes: Ship <script>x</script>\nby Friday',
        '',
        'Open order #7: https://ops.example.test/app/orders/order-7',
        '',
        'You get this because you placed this order.',
        'Choose which e-mails you get: https://ops.example.test/app/account/general',
      ].join('\n'),
    );
    expect(message.html).toBe(
      '<p>Order #7 for Dock &#38; &#34;Pier&#34; &#60;1&#62; was approved.</p>' +
        '<p><strong>Notes:</strong> Ship &#60;script&#62;x&#60;/script&#62;<br>by Friday</p>' +
        '<p><a href="https://ops.example.test/app/orders/order-7">Open order #7</a></p>' +
        '<hr><p><small>You get this because you placed this order. ' +
        '<a href="https://ops.example.test/app/account/general">Choose which e-mails you get</a>.</small></p>',
    );
  });

  it('leaves blank notes out', () => {
    const message = renderMail(
      {
        subject: 'S',
        lines: ['Body'],
        notes: { label: 'Notes', text: '  ' },
        link: { path: '/app', label: 'Open' },
        reason: 'You get this because.',
      },
      BASE,
    );
    expect(message.text).not.toContain('Notes');
    expect(message.html).not.toContain('Notes');
  });
});

describe('buildMail', () => {
  it('sends a submitted order to the orders team only, with its link, under an id per order', () => {
    const mail = buildMail(
      { type: 'orderSubmitted', orderId: 'order-7', orderNumber: 7, locationName: 'Dock' },
      teams,
      'u1',
      BASE,
    );
    expect(mail?.id).toBe('orderSubmitted-order-7');
    expect(mail?.doc?.to).toEqual(['orders@x.test']);
    expect(mail?.doc?.event).toEqual({ type: 'orderSubmitted', ref: 'order-7' });
    expect(mail?.doc?.createdBy).toBe('u1');
    expect(mail?.doc?.message.subject).toBe('Order #7 submitted');
    expect(mail?.doc?.message.text).toBe(
      [
        'Order #7 for Dock was submitted and waits for approval.',
        '',
        'Open order #7: https://ops.example.test/app/orders/order-7',
        '',
        'You get this because you receive the notifications of submitted orders.',
        'Choose which e-mails you get: https://ops.example.test/app/account/general',
      ].join('\n'),
    );
    expect(mail?.digest).toBeNull();
  });

  it('sends an approval to fulfillment and the franchisee with the notes, one id per approval', () => {
    const event = {
      type: 'orderApproved' as const,
      orderId: 'order-7',
      orderNumber: 7,
      locationName: 'Dock',
      revisionCount: 3,
      notes: 'Two pallets only',
      franchisee: { uid: 'o1', email: 'owner@x.test', delivery: 'immediately' as const },
    };
    const mail = buildMail(event, teams, 'u1', BASE);
    expect(mail?.id).toBe('orderApproved-order-7-3');
    expect(mail?.doc?.to).toEqual(['ship@x.test', 'owner@x.test']);
    expect(mail?.doc?.message.text).toContain('\nNotes: Two pallets only\n');
    expect(mail?.doc?.message.html).toContain('<p><strong>Notes:</strong> Two pallets only</p>');
    const never = buildMail(
      { ...event, franchisee: { ...event.franchisee, delivery: 'never' } },
      teams,
      'u1',
      BASE,
    );
    expect(never?.doc?.to).toEqual(['ship@x.test']);
    expect(never?.digest).toBeNull();
  });

  it('keeps a digest reader out of the mail and lists the event for their digest', () => {
    const mail = buildMail(
      {
        type: 'orderApproved',
        orderId: 'order-7',
        orderNumber: 7,
        locationName: 'Dock',
        revisionCount: 1,
        notes: '',
        franchisee: { uid: 'o1', email: 'owner@x.test', delivery: 'digest' },
      },
      { ...teams, fulfillment: '' },
      'u1',
      BASE,
    );
    expect(mail?.doc).toBeNull();
    expect(mail?.digest).toEqual({
      people: [{ uid: 'o1', email: 'owner@x.test', delivery: 'digest' }],
      item: {
        kind: 'orderApproved',
        mailId: 'orderApproved-order-7-1',
        subject: 'Order #7 approved',
        summary: 'Order #7 for Dock was approved and can be fulfilled.',
        path: '/app/orders/order-7',
      },
    });
  });

  it('sends a failed or DNQ compliance report to compliance and the owner, linking the report', () => {
    const mail = buildMail(
      {
        type: 'complianceFailed',
        reportId: 'r1',
        serialNo: 12,
        locationId: 'loc 1',
        locationName: 'Truck <1>',
        result: 'dnq',
        owner: { uid: 'o1', email: 'owner@x.test', delivery: 'immediately' },
      },
      teams,
      'u1',
      BASE,
    );
    expect(mail?.id).toBe('complianceFailed-r1');
    expect(mail?.doc?.to).toEqual(['qa@x.test', 'owner@x.test']);
    expect(mail?.doc?.message.subject).toBe('Compliance report #12: DNQ');
    expect(mail?.doc?.message.html).toContain(
      '<p>Compliance report #12 for Truck &#60;1&#62; was published with the result DNQ.</p>',
    );
    expect(mail?.doc?.message.html).toContain(
      '<a href="https://ops.example.test/app/compliance-v2/reports/r1/view/loc%201">Open compliance report #12</a>',
    );
    expect(mail?.doc?.message.text).toContain(
      "You get this because you own this location's territory or receive the notifications of failed inspections.",
    );
  });

  it('gives the failure and assignment mails of an edit their own ids and say it was updated', () => {
    const editedAt = Date.UTC(2026, 10, 29, 15);
    const failed = buildMail(
      {
        type: 'complianceFailed',
        reportId: 'r1',
        serialNo: 12,
        locationId: 'loc1',
        locationName: 'Truck 1',
        result: 'fail',
        owner: null,
        editedAt,
      },
      teams,
      'u1',
      BASE,
    );
    expect(failed?.id).toBe(`complianceFailed-r1-edited-${editedAt}`);
    expect(failed?.doc?.message.text).toContain(
      'Compliance report #12 for Truck 1 was updated with the result Fail.',
    );
    const assigned = buildMail(
      {
        type: 'actionAssigned',
        reportId: 'r1',
        serialNo: 12,
        locationId: 'loc1',
        locationName: 'Truck 1',
        questions: ['Fridge cold'],
        assigneeId: 'm1',
        person: { uid: 'm1', email: 'm1@x.test', delivery: 'immediately' },
        editedAt,
      },
      teams,
      'u1',
      BASE,
    );
    expect(assigned?.id).toBe(`actionAssigned-r1-m1-edited-${editedAt}`);
    expect(assigned?.doc?.to).toEqual(['m1@x.test']);
    expect(assigned?.doc?.message.text).toContain(
      'these follow-up actions were assigned to you when the report was updated.',
    );
  });

  it("carries the reviewer's notes in a decision mail to the requester", () => {
    const mail = buildMail(
      {
        type: 'approvalDecided',
        requestId: 'a1',
        historyCount: 4,
        requestName: 'Festival',
        decision: 'denied',
        notes: 'Budget is spent for this quarter.',
        requester: { uid: 'r1', email: 'req@x.test', delivery: 'immediately' },
      },
      teams,
      'u1',
      BASE,
    );
    expect(mail?.id).toBe('approvalDecided-a1-4');
    expect(mail?.doc?.to).toEqual(['req@x.test']);
    expect(mail?.doc?.message.subject).toBe('Approval request denied: Festival');
    expect(mail?.doc?.message.text).toBe(
      [
        'Your approval request "Festival" was denied.',
        "Reviewer's notes: Budget is spent for this quarter.",
        '',
        'Open the request: https://ops.example.test/app/approvals/a1',
        '',
        'You get this because you sent this approval request.',
        'Choose which e-mails you get: https://ops.example.test/app/account/general',
      ].join('\n'),
    );
  });

  it('builds nothing when nobody is to receive it', () => {
    expect(
      buildMail(
        { type: 'orderSubmitted', orderId: 'order-7', orderNumber: 7, locationName: 'Dock' },
        { ...teams, orders: '' },
        'u1',
        BASE,
      ),
    ).toBeNull();
  });
});

describe('buildMail: approvalAssigned', () => {
  const assigned = {
    type: 'approvalAssigned' as const,
    requestId: 'a1',
    historyCount: 3,
    requestName: 'Festival <stand>',
    locationName: 'North Cafe',
    person: { uid: 'rev', email: 'rev@x.test', delivery: 'immediately' as const },
  };

  it('tells the routed reviewer of a sent request, with its link, why and the settings link', () => {
    const mail = buildMail({ ...assigned, reassigned: null }, teams, 'u1', BASE);
    expect(mail?.id).toBe('approvalAssigned-a1-3');
    expect(mail?.doc?.to).toEqual(['rev@x.test']);
    expect(mail?.doc?.event).toEqual({ type: 'approvalAssigned', ref: 'a1' });
    expect(mail?.doc?.message.subject).toBe('Approval request assigned to you: Festival <stand>');
    expect(mail?.doc?.message.text).toBe(
      [
        'The approval request "Festival <stand>" for North Cafe was sent and assigned to you. It waits for your decision.',
        '',
        'Open the request: https://ops.example.test/app/approvals/a1',
        '',
        'You get this because the reviewer routing assigns requests of this type and territory to you.',
        'Choose which e-mails you get: https://ops.example.test/app/account/general',
      ].join('\n'),
    );
    expect(mail?.doc?.message.html).toContain(
      '<a href="https://ops.example.test/app/approvals/a1">Open the request</a>',
    );
    expect(mail?.doc?.message.html).toContain('Festival &#60;stand&#62;');
  });

  it('names who reassigned it and carries their reason', () => {
    const mail = buildMail(
      { ...assigned, reassigned: { byName: 'Sam <Top>', reason: 'On leave until May' } },
      teams,
      'u1',
      BASE,
    );
    expect(mail?.doc?.message.subject).toBe('Approval request reassigned to you: Festival <stand>');
    expect(mail?.doc?.message.text).toBe(
      [
        'Sam <Top> reassigned the approval request "Festival <stand>" for North Cafe to you. It waits for your decision.',
        'Reason: On leave until May',
        '',
        'Open the request: https://ops.example.test/app/approvals/a1',
        '',
        'You get this because this approval request was reassigned to you.',
        'Choose which e-mails you get: https://ops.example.test/app/account/general',
      ].join('\n'),
    );
    expect(mail?.doc?.message.html).toContain('<p><strong>Reason:</strong> On leave until May</p>');
    expect(mail?.doc?.message.html).toContain('Sam &#60;Top&#62; reassigned');
    expect(mail?.doc?.message.html).toContain(
      '<a href="https://ops.example.test/app/account/general">Choose which e-mails you get</a>',
    );
  });

  it('goes to no team, follows the assignee’s preference, and builds nothing without one', () => {
    const routed = { ...teams, routes: { approvalSubmitted: ['all@x.test'] } };
    const digest = buildMail(
      { ...assigned, reassigned: null, person: { ...assigned.person, delivery: 'digest' } },
      routed,
      'u1',
      BASE,
    );
    expect(digest?.doc).toBeNull();
    expect(digest?.digest?.people.map((p) => p.uid)).toEqual(['rev']);
    expect(digest?.digest?.item).toMatchObject({
      kind: 'approvalAssigned',
      mailId: 'approvalAssigned-a1-3',
      path: '/app/approvals/a1',
    });
    const never = {
      ...assigned,
      reassigned: null,
      person: { ...assigned.person, delivery: 'never' as const },
    };
    expect(buildMail(never, routed, 'u1', BASE)).toBeNull();
    expect(
      buildMail({ ...assigned, reassigned: null, person: null }, routed, 'u1', BASE),
    ).toBeNull();
  });
});
