import { describe, expect, it } from 'vitest';
import { digestItemId, renderDigest } from './digest';

describe('renderDigest', () => {
  it("renders one user's items with their links, why, and the settings link", () => {
    const message = renderDigest(
      [
        {
          kind: 'orderApproved',
          mailId: 'orderApproved-order-7-1',
          subject: 'Order #7 approved',
          summary: 'Order #7 for Dock was approved and can be fulfilled.',
          path: '/app/orders/order-7',
        },
        {
          kind: 'approvalDecided',
          mailId: 'approvalDecided-a1-2',
          subject: 'Approval request denied: <Festival>',
          summary: 'Your approval request "<Festival>" was denied.',
          path: '/app/approvals/a1',
        },
      ],
      '2026-11-28',
      'https://ops.example.test',
    );
    expect(message?.subject).toBe('Your Harbor Ops digest for 2026-11-28: 2 notices');
    expect(message?.text).toBe(
      [
        'Since your last digest, Harbor Ops has 2 notices for you:',
        '- Order #7 approved: Order #7 for Dock was approved and can be fulfilled.',
        '  https://ops.example.test/app/orders/order-7',
        '- Approval request denied: <Festival>: Your approval request "<Festival>" was denied.',
        '  https://ops.example.test/app/approvals/a1',
        '',
        'Open Harbor Ops: https://ops.example.test/app',
        '',
        'You get this because you chose the daily digest for these notifications.',
        'Choose which e-mails you get: https://ops.example.test/app/account/general',
      ].join('\n'),
    );
    expect(message?.html).toContain(
      '<ul><li><a href="https://ops.example.test/app/orders/order-7">Order #7 approved</a>: Order #7 for Dock was approved and can be fulfilled.</li>' +
        '<li><a href="https://ops.example.test/app/approvals/a1">Approval request denied: &#60;Festival&#62;</a>: Your approval request &#34;&#60;Festival&#62;&#34; was denied.</li></ul>',
    );
  });

  it('sends nothing without items, and keys an item by mail and user', () => {
    expect(renderDigest([], '2026-11-28', 'https://ops.example.test')).toBeNull();
    expect(digestItemId('orderApproved-order-7-1', 'u1')).toBe('orderApproved-order-7-1__u1');
  });
});
