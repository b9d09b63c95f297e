/**
 * Royalty statements on the emulators (issue 26): the job issuing an ended month's statement from
 * its sales and approved refunds, a late day re-issuing it, and the four royalty callables called
 * through the web SDK as every seeded role, both sides: the franchisee confirms or disputes, a top
 * role upholds or adjusts, records payments and sets rates. Expected figures are computed by hand
 * in the comments, never by the code under test.
 *
 * The fixture: a franchise location of its own, FN Royalty Cafe (North Coast), at 6 % royalty and
 * 2 % ad fund, with September 2026 sales written by the Admin SDK, so the seeded statements never
 * mix in. The Manager and the Employee are in North Coast only, the Owner in both territories.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../scripts/seed.mjs';
import { runJob } from '../../scripts/run-job.mjs';
import { issueRoyaltyStatements } from '../../functions/src/royalty/statements';
import { franchisorDay } from '../../src/features/reports/model/benchmarks';
import { adminDb, PERSONAS, personaCallers, refusal, type Call } from './support';

const NORTH = DEMO_IDS.territories.north;
const CAFE = 'fn-royalty-cafe';
const SEPTEMBER = `${CAFE}_2026-09`;
const { SUPER, FULFILLMENT, OWNER, MANAGER, EMPLOYEE, WAITING } = PERSONAS;

let callers: Record<string, Call> = {};
const statement = async () => (await adminDb().doc(`royalty_statements/${SEPTEMBER}`).get()).data();

const salesDay = (date: string, gross: number, net: number) => ({
  locationId: CAFE,
  locationName: 'FN Royalty Cafe',
  locationType: 'restaurant',
  territoryId: NORTH,
  date,
  month: date.slice(0, 7),
  grossCents: gross,
  discountCents: gross - net,
  refundCents: 0,
  netCents: net,
  transactions: 50,
});

/** `day` plus `n` days (UTC calendar arithmetic, independent of the code). */
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const db = adminDb();
  await Promise.all([
    db.doc(`franchise_locations/${CAFE}`).set({
      name: 'FN Royalty Cafe',
      territoryId: NORTH,
      type: 'restaurant',
      enabled: true,
    }),
    db.doc(`royalty_settings/${CAFE}`).set({
      locationId: CAFE,
      territoryId: NORTH,
      versions: [{ from: '2025-01', royaltyBps: 600, adFundBps: 200 }],
    }),
    db.doc(`sales_entries/${CAFE}_2026-09-01`).set(salesDay('2026-09-01', 100_000, 95_000)),
    db.doc(`sales_entries/${CAFE}_2026-09-02`).set(salesDay('2026-09-02', 50_000, 50_000)),
    // October: never part of September's statement.
    db.doc(`sales_entries/${CAFE}_2026-10-01`).set(salesDay('2026-10-01', 77_700, 77_700)),
    db.doc('sales_adjustments/fn-royalty-refund').set({
      approvalId: 'fn-royalty-refund',
      kind: 'approvedRefund',
      territoryId: NORTH,
      locationId: CAFE,
      date: '2026-09-10',
      month: '2026-09',
      amountCents: 10_000,
    }),
  ]);
  callers = await personaCallers();
});

describe('the royalty job', () => {
  it('issues the month that ended from its sales and approved refunds, as late when days are missing', async () => {
    await runJob('royalty', '2026-10-01');
    // Gross 1,000.00 + 500.00 = 1,500.00; net 950.00 + 500.00 = 1,450.00 (exclusions 50.00);
    // less the approved refund of 100.00 = 1,350.00; 6 % = 81.00, 2 % = 27.00, due 108.00.
    expect(await statement()).toMatchObject({
      locationId: CAFE,
      territoryId: NORTH,
      locationName: 'FN Royalty Cafe',
      month: '2026-09',
      grossCents: 150_000,
      exclusionsCents: 5_000,
      approvedRefundsCents: 10_000,
      adjustmentCents: 0,
      netCents: 135_000,
      royaltyBps: 600,
      adFundBps: 200,
      royaltyCents: 8_100,
      adFundCents: 2_700,
      dueCents: 10_800,
      daysReported: 2,
      daysInMonth: 30,
      status: 'issued',
      revision: 1,
      // Not confirmed: never unpaid past due.
      unpaidDueDate: null,
    });
    // Never a statement for a month that has not ended.
    expect((await adminDb().doc(`royalty_statements/${CAFE}_2026-10`).get()).exists).toBe(false);
  });

  it('writes nothing on a second run the same day', async () => {
    const before = await adminDb().doc(`royalty_statements/${SEPTEMBER}`).get();
    // The job's own function, as the scheduled run calls it.
    expect(await issueRoyaltyStatements(adminDb(), '2026-10-01')).toEqual({
      month: '2026-09',
      issued: 0,
      reissued: 0,
    });
    const after = await adminDb().doc(`royalty_statements/${SEPTEMBER}`).get();
    expect(after.updateTime?.isEqual(before.updateTime!)).toBe(true);
  });

  it('re-issues the statement in the commit that writes a late day of its month', async () => {
    await callers[OWNER]('saveSalesEntry', {
      locationId: CAFE,
      day: { date: '2026-09-03', gross: '200', discounts: '0', refunds: '0', transactions: '9' },
      replace: false,
    });
    // Net 1,350.00 + 200.00 = 1,550.00: 93.00 + 31.00 = 124.00 due.
    const reissued = await statement();
    expect(reissued).toMatchObject({
      grossCents: 170_000,
      netCents: 155_000,
      royaltyCents: 9_300,
      adFundCents: 3_100,
      dueCents: 12_400,
      daysReported: 3,
      status: 'issued',
      revision: 2,
    });
    expect(reissued?.history.at(-1)).toMatchObject({
      kind: 'reissued',
      byName: 'Harbor Ops',
      text: 'Net sales $1,350.00 -> $1,550.00, due $108.00 -> $124.00 (1 more day reported)',
    });
  });
});

describe('answering a statement', () => {
  it("refuses every role but the location's Franchisee Owner and Manager", async () => {
    const confirm = { statementId: SEPTEMBER, revision: 2, answer: 'confirm' };
    for (const who of [SUPER, FULFILLMENT]) {
      expect(await refusal(callers[who]('answerRoyaltyStatement', confirm))).toEqual({
        code: 'permission-denied',
        message:
          "Only the location's Franchisee Owner or Manager can confirm or dispute its statement.",
      });
    }
    expect((await refusal(callers[EMPLOYEE]('answerRoyaltyStatement', confirm))).code).toBe(
      'permission-denied',
    );
    expect((await refusal(callers[WAITING]('answerRoyaltyStatement', confirm))).code).toBe(
      'permission-denied',
    );
    expect((await refusal(callers.anonymous('answerRoyaltyStatement', confirm))).code).toBe(
      'unauthenticated',
    );
    expect((await statement())?.status).toBe('issued');
  });

  it('refuses an answer to a revision that is no longer the statement', async () => {
    expect(
      await refusal(
        callers[OWNER]('answerRoyaltyStatement', {
          statementId: SEPTEMBER,
          revision: 1,
          answer: 'confirm',
        }),
      ),
    ).toEqual({
      code: 'aborted',
      message:
        'This statement changed since you opened it (new sales or refunds, or corporate re-issued it). Review the new figures and answer again.',
    });
    expect((await statement())?.status).toBe('issued');
  });

  it('lets the Manager dispute with a comment, once', async () => {
    const dispute = { statementId: SEPTEMBER, revision: 2, answer: 'dispute', comment: '' };
    expect((await refusal(callers[MANAGER]('answerRoyaltyStatement', dispute))).message).toBe(
      'What is wrong with the statement is required.',
    );
    await callers[MANAGER]('answerRoyaltyStatement', {
      ...dispute,
      comment: 'The catering of 3 September was refunded',
    });
    expect(await statement()).toMatchObject({
      status: 'disputed',
      disputeComment: 'The catering of 3 September was refunded',
    });
    expect(
      (await refusal(callers[OWNER]('answerRoyaltyStatement', { ...dispute, comment: 'Again' })))
        .message,
    ).toBe('This statement is already disputed: corporate will answer the dispute.');
  });
});

describe('answering a dispute', () => {
  it('is for the top roles only', async () => {
    const uphold = { statementId: SEPTEMBER, revision: 2, resolution: 'uphold', reason: 'Checked' };
    for (const who of [OWNER, MANAGER, EMPLOYEE]) {
      expect(await refusal(callers[who]('resolveRoyaltyDispute', uphold))).toEqual({
        code: 'permission-denied',
        message: 'Only a Super Admin or Fulfillment user can answer a disputed statement.',
      });
    }
    expect((await statement())?.status).toBe('disputed');
  });

  it('adjusts net sales with a reason and re-issues the statement to the franchisee', async () => {
    await callers[SUPER]('resolveRoyaltyDispute', {
      statementId: SEPTEMBER,
      revision: 2,
      resolution: 'adjust',
      reason: 'Catering refund of $50.00 accepted',
      adjustmentCents: -5_000,
    });
    // 1,550.00 - 50.00 = 1,500.00: 90.00 + 30.00 = 120.00 due.
    const adjusted = await statement();
    expect(adjusted).toMatchObject({
      adjustmentCents: -5_000,
      netCents: 150_000,
      royaltyCents: 9_000,
      adFundCents: 3_000,
      dueCents: 12_000,
      status: 'issued',
      revision: 3,
      adjustmentReason: 'Catering refund of $50.00 accepted',
    });
    expect(adjusted?.history.at(-1)).toMatchObject({
      kind: 'adjusted',
      text: 'Catering refund of $50.00 accepted',
      amountCents: -5_000,
    });
    expect(
      (
        await refusal(
          callers[SUPER]('resolveRoyaltyDispute', {
            statementId: SEPTEMBER,
            revision: 3,
            resolution: 'uphold',
            reason: 'x',
          }),
        )
      ).message,
    ).toBe('This statement is not disputed.');
  });
});

describe('confirming and paying', () => {
  it('confirms with an invoice number and a due date 15 days on, and locks the month', async () => {
    await callers[OWNER]('answerRoyaltyStatement', {
      statementId: SEPTEMBER,
      revision: 3,
      answer: 'confirm',
    });
    const today = franchisorDay(new Date());
    const confirmed = await statement();
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      dueDate: plusDays(today, 15),
      paidCents: 0,
      // What the dashboard's overdue count ranges over, from the due date on.
      unpaidDueDate: plusDays(today, 15),
    });
    expect(confirmed?.invoiceNumber).toMatch(new RegExp(`^RS-${today.slice(0, 4)}-\\d{5}$`));
    expect(
      await refusal(
        callers[OWNER]('saveSalesEntry', {
          locationId: CAFE,
          day: { date: '2026-09-04', gross: '10', discounts: '0', refunds: '0', transactions: '1' },
          replace: false,
        }),
      ),
    ).toEqual({
      code: 'failed-precondition',
      message: 'The sales of September 2026 are locked: its royalty statement is confirmed.',
    });
    // The job leaves a confirmed statement as it is.
    await runJob('royalty', '2026-10-02');
    expect((await statement())?.revision).toBe(3);
  });

  it('takes payments from the top roles up to the balance, on days not in the future', async () => {
    const today = franchisorDay(new Date());
    const pay = (who: string, amountCents: number, date = today) =>
      callers[who]('recordRoyaltyPayment', {
        statementId: SEPTEMBER,
        amountCents,
        date,
        reference: 'ACH 77',
      });
    expect(await refusal(pay(OWNER, 1_000))).toEqual({
      code: 'permission-denied',
      message: 'Only a Super Admin or Fulfillment user can record a royalty payment.',
    });
    expect((await refusal(pay(SUPER, 12_001))).message).toBe(
      'The payment is more than the $120.00 still due.',
    );
    expect((await refusal(pay(SUPER, 1_000, plusDays(today, 1)))).message).toBe(
      'The payment date cannot be in the future.',
    );
    await pay(SUPER, 5_000);
    expect((await statement())?.unpaidDueDate).toBe(plusDays(today, 15));
    await pay(FULFILLMENT, 7_000);
    const paid = await statement();
    expect(paid?.paidCents).toBe(12_000);
    // Paid in full: out of the overdue count for good.
    expect(paid?.unpaidDueDate).toBeNull();
    expect(paid?.payments).toHaveLength(2);
    expect(paid?.history.at(-1)).toMatchObject({
      kind: 'payment',
      text: 'ACH 77',
      amountCents: 7_000,
    });
    expect((await refusal(pay(SUPER, 1))).message).toBe('This statement is already paid in full.');
  });
});

describe('setting rates', () => {
  it('lets a top role add rates from this month on, never a past month', async () => {
    const month = franchisorDay(new Date()).slice(0, 7);
    const rates = { locationId: CAFE, from: month, royaltyBps: 650, adFundBps: 250 };
    expect((await refusal(callers[OWNER]('setRoyaltyRates', rates))).code).toBe(
      'permission-denied',
    );
    expect(
      (await refusal(callers[SUPER]('setRoyaltyRates', { ...rates, from: '2026-01' }))).message,
    ).toBe('Rates cannot start in a past month: its statement follows the rates in force then.');
    await callers[FULFILLMENT]('setRoyaltyRates', rates);
    const stored = (await adminDb().doc(`royalty_settings/${CAFE}`).get()).data();
    expect(stored?.versions).toEqual([
      { from: '2025-01', royaltyBps: 600, adFundBps: 200 },
      { from: month, royaltyBps: 650, adFundBps: 250 },
    ]);
    // September keeps the rates of its month.
    expect((await statement())?.royaltyBps).toBe(600);
  });
});
