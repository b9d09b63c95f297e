/**
 * The notifyEvent callable's `approvalAssigned` on the emulators (issue 27: the assigned reviewer
 * is told): the sender of a routed request and the reviewer who reassigns one each get exactly one
 * mail written, to the assignee stored on the request (never anyone the caller names), and a
 * second call writes nothing. Anyone else is refused, and so is a latest change that assigned
 * nobody. The assignee's preference applies ("digest": no mail, a digest item). Expected text is
 * written by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_BASE,
  historyEntry,
  PERSONAS,
  personaCallers,
  refusal,
  setPreferences,
  SETTINGS_LINE,
  storeApprovalRequest,
  storedMails,
  adminDb,
  type Call,
} from './support';

const { SUPER, FULFILLMENT, OWNER, MANAGER } = PERSONAS;
const ID = 'fn-notify-assigned-1';

let callers: Record<string, Call> = {};

const notify = (email: string, recordId = ID) =>
  callers[email]('notifyEvent', { kind: 'approvalAssigned', recordId });

/** The assignment mails of the request, by id. */
const assignmentMails = () => storedMails(ID, 'approvalAssigned');

const sent = historyEntry('demo-owner', '', 'submitted');

/** A reassignment entry as the app writes it (the rules' shape). */
const handover = (by: string, before: string, after: string, notes: string) => ({
  ...historyEntry(by, 'submitted', 'submitted', notes),
  // Whatever the browser wrote here, the mail names the reassigner from their profile.
  byName: 'Someone <else>',
  changes: [{ field: 'assigneeId', label: 'Assignee', before, after }],
});

const storeRequest = (assigneeId: string, history: object[], status = 'submitted') =>
  storeApprovalRequest(ID, status, history, { assigneeId });

beforeAll(async () => {
  callers = await personaCallers();
});

afterAll(async () => {
  await adminDb().doc('notification_preferences/demo-fulfillment').delete();
});

describe('notifyEvent: approval request assigned', () => {
  it('mails the routed reviewer once when the request is sent, for its sender only', async () => {
    await storeRequest('demo-fulfillment', [sent]);
    for (const email of [SUPER, FULFILLMENT, MANAGER]) {
      expect((await refusal(notify(email))).message).toBe(
        'Only the person who assigned this request can send its notification.',
      );
    }
    await expect(notify(OWNER)).resolves.toEqual({
      mailId: `approvalAssigned-${ID}-1`,
      mailed: true,
      digestItems: 0,
    });
    await expect(notify(OWNER)).resolves.toEqual({
      mailId: `approvalAssigned-${ID}-1`,
      mailed: false,
      digestItems: 0,
    });
    const mails = await assignmentMails();
    expect(mails.map((m) => [m.id, m.to])).toEqual([
      [`approvalAssigned-${ID}-1`, ['fulfillment@demo.test']],
    ]);
    expect(mails[0].message.subject).toBe('Approval request assigned to you: Harbor Festival');
    expect(mails[0].message.text).toBe(
      [
        'The approval request "Harbor Festival" for North Truck was sent and assigned to you. It waits for your decision.',
        '',
        `Open the request: ${APP_BASE}/app/approvals/${ID}`,
        '',
        'You get this because the reviewer routing assigns requests of this type and territory to you.',
        SETTINGS_LINE,
      ].join('\n'),
    );
  });

  it('mails the new assignee once on a reassignment, with the reason and who reassigned it', async () => {
    await storeRequest('demo-superadmin', [
      sent,
      handover('demo-fulfillment', 'demo-fulfillment', 'demo-superadmin', 'On leave <all> week'),
    ]);
    for (const email of [SUPER, OWNER]) {
      expect((await refusal(notify(email))).code).toBe('permission-denied');
    }
    await expect(notify(FULFILLMENT)).resolves.toEqual({
      mailId: `approvalAssigned-${ID}-2`,
      mailed: true,
      digestItems: 0,
    });
    await expect(notify(FULFILLMENT)).resolves.toMatchObject({ mailed: false, digestItems: 0 });
    const mails = await assignmentMails();
    expect(mails.map((m) => [m.id, m.to])).toEqual([
      [`approvalAssigned-${ID}-1`, ['fulfillment@demo.test']],
      [`approvalAssigned-${ID}-2`, ['superadmin@demo.test']],
    ]);
    expect(mails[1].message.subject).toBe('Approval request reassigned to you: Harbor Festival');
    expect(mails[1].message.text).toBe(
      [
        'Fran Fulfill reassigned the approval request "Harbor Festival" for North Truck to you. It waits for your decision.',
        'Reason: On leave <all> week',
        '',
        `Open the request: ${APP_BASE}/app/approvals/${ID}`,
        '',
        'You get this because this approval request was reassigned to you.',
        SETTINGS_LINE,
      ].join('\n'),
    );
    expect(mails[1].message.html).toContain(
      '<p><strong>Reason:</strong> On leave &#60;all&#62; week</p>',
    );
  });

  it("follows the assignee's preference: a digest item instead of a mail", async () => {
    await setPreferences('demo-fulfillment', { approvalAssigned: 'digest' });
    await storeRequest('demo-fulfillment', [
      sent,
      handover('demo-fulfillment', 'demo-fulfillment', 'demo-superadmin', 'On leave'),
      handover('demo-superadmin', 'demo-superadmin', 'demo-fulfillment', 'Back from leave'),
    ]);
    await expect(notify(SUPER)).resolves.toEqual({
      mailId: `approvalAssigned-${ID}-3`,
      mailed: false,
      digestItems: 1,
    });
    await expect(notify(SUPER)).resolves.toMatchObject({ mailed: false, digestItems: 0 });
    expect((await assignmentMails()).map((m) => m.id)).toEqual([
      `approvalAssigned-${ID}-1`,
      `approvalAssigned-${ID}-2`,
    ]);
    const item = await adminDb()
      .doc(`mail_digest_items/approvalAssigned-${ID}-3__demo-fulfillment`)
      .get();
    expect(item.get('kind')).toBe('approvalAssigned');
  });

  it('refuses when the latest change assigned nobody', async () => {
    await storeRequest(
      'demo-fulfillment',
      [sent, { ...sent, by: 'demo-fulfillment', from: 'submitted', to: 'approved' }],
      'approved',
    );
    const refused = await refusal(notify(FULFILLMENT));
    expect(refused).toEqual({
      code: 'failed-precondition',
      message: 'The latest change of this request did not assign it to a reviewer.',
    });
    expect(await assignmentMails()).toHaveLength(2);
  });
});
