/**
 * The notifyEvent callable on the emulators (issue 27: only the server writes `mail`), called
 * through the web SDK as every seeded role, both sides: the one who caused the event gets its
 * mail written once (a second call writes nothing), anyone else is refused, an event that did not
 * happen is refused, and the mail's content is the server's template (links on APP_BASE_URL's
 * default, why it was sent, the settings link). A compliance failure is no event of this callable
 * (the publish and the edit mail it: compliance-publish.test.ts, compliance-edit.test.ts, which
 * also try the preferences "never" and "digest"). Expected text is written by hand.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../scripts/seed.mjs';
import {
  adminDb,
  APP_BASE,
  EVENT_AT,
  historyEntry,
  PERSONAS,
  personaCallers,
  refusal,
  SETTINGS_LINE,
  storeApprovalRequest,
  storedMails,
  type Call,
} from './support';

const { SUPER, FULFILLMENT, OWNER, MANAGER, EMPLOYEE, WAITING } = PERSONAS;
const NORTH = DEMO_IDS.territories.north;

let callers: Record<string, Call> = {};

const notify = (email: string, kind: string, recordId: string) =>
  callers[email]('notifyEvent', { kind, recordId });

async function placedOrder(id: string, status = 'pending') {
  await adminDb()
    .doc(`orders/${id}`)
    .set({
      orderNumber: 8801,
      status,
      territoryId: NORTH,
      userId: 'demo-owner',
      deliveryLocation: { name: 'Pier <7> & Co' },
      revisions: [],
      createdAt: EVENT_AT,
      updatedAt: EVENT_AT,
    });
}

beforeAll(async () => {
  callers = await personaCallers();
});

describe('notifyEvent: order submitted', () => {
  it('writes the orders team mail once, for the franchisee who placed the order', async () => {
    await placedOrder('fn-notify-order-1');
    await expect(notify(OWNER, 'orderSubmitted', 'fn-notify-order-1')).resolves.toEqual({
      mailId: 'orderSubmitted-fn-notify-order-1',
      mailed: true,
      digestItems: 0,
    });
    const [mail, ...more] = await storedMails('fn-notify-order-1');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      id: 'orderSubmitted-fn-notify-order-1',
      to: ['orders@demo.test'],
      event: { type: 'orderSubmitted', ref: 'fn-notify-order-1' },
      createdBy: 'demo-owner',
    });
    expect(mail.message).toEqual({
      subject: 'Order #8801 submitted',
      text: [
        'Order #8801 for Pier <7> & Co was submitted and waits for approval.',
        '',
        `Open order #8801: ${APP_BASE}/app/orders/fn-notify-order-1`,
        '',
        'You get this because you receive the notifications of submitted orders.',
        SETTINGS_LINE,
      ].join('\n'),
      html:
        '<p>Order #8801 for Pier &#60;7&#62; &#38; Co was submitted and waits for approval.</p>' +
        `<p><a href="${APP_BASE}/app/orders/fn-notify-order-1">Open order #8801</a></p>` +
        '<hr><p><small>You get this because you receive the notifications of submitted orders. ' +
        `<a href="${APP_BASE}/app/account/general">Choose which e-mails you get</a>.</small></p>`,
    });
    // A retry (or a second call) writes nothing.
    await expect(notify(OWNER, 'orderSubmitted', 'fn-notify-order-1')).resolves.toEqual({
      mailId: 'orderSubmitted-fn-notify-order-1',
      mailed: false,
      digestItems: 0,
    });
    expect(await storedMails('fn-notify-order-1')).toHaveLength(1);
  });

  it('refuses everyone who did not place it, signed out, and an order no longer pending', async () => {
    await placedOrder('fn-notify-order-2');
    for (const email of [SUPER, FULFILLMENT, MANAGER, EMPLOYEE]) {
      expect(await refusal(notify(email, 'orderSubmitted', 'fn-notify-order-2')), email).toEqual({
        code: 'permission-denied',
        message: 'Only the person who placed this order can send its notification.',
      });
    }
    expect((await refusal(notify(WAITING, 'orderSubmitted', 'fn-notify-order-2'))).code).toBe(
      'permission-denied',
    );
    expect((await refusal(notify('anonymous', 'orderSubmitted', 'fn-notify-order-2'))).code).toBe(
      'unauthenticated',
    );
    await placedOrder('fn-notify-order-3', 'approved');
    expect(await refusal(notify(OWNER, 'orderSubmitted', 'fn-notify-order-3'))).toEqual({
      code: 'failed-precondition',
      message: 'This order is not waiting for approval.',
    });
    expect((await refusal(notify(OWNER, 'orderSubmitted', 'fn-no-such-order'))).code).toBe(
      'not-found',
    );
    expect((await refusal(notify(OWNER, 'orderShipped', 'fn-notify-order-2'))).code).toBe(
      'invalid-argument',
    );
    // A compliance failure is mailed by the server's publish or edit, never on a browser's word.
    expect((await refusal(notify(MANAGER, 'complianceFailed', 'fn-notify-order-2'))).code).toBe(
      'invalid-argument',
    );
    expect(await storedMails('fn-notify-order-2')).toEqual([]);
    expect(await storedMails('fn-notify-order-3')).toEqual([]);
  });
});

describe('notifyEvent: approval requests', () => {
  it('mails a sending for its sender only, and a decision with the notes for its reviewer only', async () => {
    const sent = historyEntry('demo-owner', '', 'submitted');
    await storeApprovalRequest('fn-notify-approval-1', 'submitted', [sent]);
    for (const email of [SUPER, FULFILLMENT, MANAGER, EMPLOYEE]) {
      expect((await refusal(notify(email, 'approvalSubmitted', 'fn-notify-approval-1'))).code).toBe(
        'permission-denied',
      );
    }
    expect((await refusal(notify(OWNER, 'approvalDecided', 'fn-notify-approval-1'))).message).toBe(
      'The latest change of this request is not a decision.',
    );
    await expect(notify(OWNER, 'approvalSubmitted', 'fn-notify-approval-1')).resolves.toEqual({
      mailId: 'approvalSubmitted-fn-notify-approval-1-1',
      mailed: true,
      digestItems: 0,
    });

    await storeApprovalRequest('fn-notify-approval-1', 'denied', [
      sent,
      historyEntry('demo-superadmin', 'submitted', 'denied', 'No budget left <this> quarter.'),
    ]);
    expect(
      (await refusal(notify(FULFILLMENT, 'approvalDecided', 'fn-notify-approval-1'))).message,
    ).toBe('Only the person who decided this request can send its notification.');
    await expect(notify(SUPER, 'approvalDecided', 'fn-notify-approval-1')).resolves.toMatchObject({
      mailId: 'approvalDecided-fn-notify-approval-1-2',
      mailed: true,
    });
    const mails = await storedMails('fn-notify-approval-1');
    expect(mails.map((m) => m.id).sort()).toEqual([
      'approvalDecided-fn-notify-approval-1-2',
      'approvalSubmitted-fn-notify-approval-1-1',
    ]);
    const decided = mails.find((m) => m.id === 'approvalDecided-fn-notify-approval-1-2');
    expect(decided?.to).toEqual(['owner@demo.test']);
    expect(decided?.message.text).toBe(
      [
        'Your approval request "Harbor Festival" was denied.',
        "Reviewer's notes: No budget left <this> quarter.",
        '',
        `Open the request: ${APP_BASE}/app/approvals/fn-notify-approval-1`,
        '',
        'You get this because you sent this approval request.',
        SETTINGS_LINE,
      ].join('\n'),
    );
    expect(decided?.message.html).toContain(
      '<p><strong>Reviewer&#39;s notes:</strong> No budget left &#60;this&#62; quarter.</p>',
    );
    expect((await refusal(notify(OWNER, 'approvalSubmitted', 'fn-notify-approval-1'))).code).toBe(
      'failed-precondition',
    );
  });
});
