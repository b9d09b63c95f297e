/**
 * The notifyEvent callable on the emulators (issue 27: only the server writes `mail`), called
 * through the web SDK as every seeded role, both sides: the one who caused the event gets its
 * mail written once (a second call writes nothing), anyone else is refused, an event that did not
 * happen is refused, and the mail's content is the server's template (links on APP_BASE_URL's
 * default, why it was sent, the settings link). What a callable does is no event of this one: a
 * compliance failure (compliance-publish.test.ts, compliance-edit.test.ts, which also try the
 * preferences "never" and "digest"), an approval request's sending and decision
 * (approvals-send.test.ts, approvals-decide.test.ts). Expected text is written by hand.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../scripts/seed.mjs';
import {
  adminDb,
  APP_BASE,
  EVENT_AT,
  PERSONAS,
  personaCallers,
  refusal,
  SETTINGS_LINE,
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
    // What a callable does (publishing or editing an inspection, sending or deciding an approval
    // request) it mails itself, never on a browser's word.
    for (const kind of ['complianceFailed', 'approvalSubmitted', 'approvalDecided']) {
      expect((await refusal(notify(MANAGER, kind, 'fn-notify-order-2'))).code, kind).toBe(
        'invalid-argument',
      );
    }
    expect(await storedMails('fn-notify-order-2')).toEqual([]);
    expect(await storedMails('fn-notify-order-3')).toEqual([]);
  });
});
