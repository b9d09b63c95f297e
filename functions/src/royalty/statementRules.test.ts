import { describe, expect, it } from 'vitest';
import type { RoyaltyStatement } from '@/data/shapes/royalty';
import type { SalesDay } from '@/data/shapes/salesLedger';
import {
  assertMayAnswer,
  assertPayable,
  assertTopRole,
  nextVersions,
  readAnswerRequest,
  readPaymentRequest,
  readRatesRequest,
  readResolveRequest,
  refreshStatement,
  type StatementSources,
} from './statementRules';

const day = (date: string, gross: number, net: number): SalesDay => ({
  locationId: 'loc1',
  locationType: 'truck',
  date,
  grossCents: gross,
  discountCents: gross - net,
  refundCents: 0,
  netCents: net,
  transactions: 10,
});

const sources = (days: SalesDay[]): StatementSources => ({
  month: '2026-10',
  place: { locationId: 'loc1', locationName: 'Truck 1', territoryId: 't1' },
  rates: {
    locationId: 'loc1',
    territoryId: 't1',
    versions: [
      { from: '2025-01', royaltyBps: 600, adFundBps: 200 },
      { from: '2026-12', royaltyBps: 900, adFundBps: 200 },
    ],
  },
  days,
  adjustments: [],
});

const event = { at: '2026-11-01T05:15:00.000Z', byName: 'Harbor Ops' };
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return 'accepted';
};

describe('issuing and re-issuing a statement', () => {
  it('issues a new statement at the rates in force in its month, not later ones', () => {
    // Net 900.00 + 500.00 = 1,400.00 at 6 % and 2 %: 84.00 + 28.00 = 112.00.
    const issued = refreshStatement(
      null,
      sources([day('2026-10-01', 100_000, 90_000), day('2026-10-02', 50_000, 50_000)]),
      event,
    );
    expect(issued).toMatchObject({
      locationId: 'loc1',
      locationName: 'Truck 1',
      territoryId: 't1',
      month: '2026-10',
      netCents: 140_000,
      royaltyCents: 8_400,
      adFundCents: 2_800,
      dueCents: 11_200,
      daysReported: 2,
      daysInMonth: 31,
      status: 'issued',
      revision: 1,
      paidCents: 0,
    });
    expect(issued?.history).toEqual([{ ...event, kind: 'issued', text: '2 of 31 days reported' }]);
  });

  it('issues nothing without rates in force for the month', () => {
    const none = { ...sources([day('2026-10-01', 100, 100)]), rates: null };
    expect(refreshStatement(null, none, event)).toBeNull();
  });

  const stored = (figures: NonNullable<ReturnType<typeof refreshStatement>>): RoyaltyStatement => ({
    id: 'loc1_2026-10',
    ...figures,
  });

  it('re-issues a statement whose sources changed, keeping its status and naming the change', () => {
    const first = refreshStatement(null, sources([day('2026-10-01', 100_000, 90_000)]), event);
    const disputed = {
      ...stored(first!),
      status: 'disputed' as const,
      disputeComment: 'Missing a day',
    };
    const again = refreshStatement(
      disputed,
      sources([day('2026-10-01', 100_000, 90_000), day('2026-10-02', 10_000, 10_000)]),
      event,
    );
    expect(again).toMatchObject({
      status: 'disputed',
      revision: 2,
      netCents: 100_000,
      dueCents: 8_000,
    });
    expect(again?.history.at(-1)).toEqual({
      ...event,
      kind: 'reissued',
      text: 'Net sales $900.00 -> $1,000.00, due $72.00 -> $80.00 (1 more day reported)',
    });
  });

  it('writes nothing when the figures are the same, or once confirmed', () => {
    const input = sources([day('2026-10-01', 100_000, 90_000)]);
    const first = stored(refreshStatement(null, input, event)!);
    expect(refreshStatement(first, input, event)).toBeNull();
    const late = sources([day('2026-10-01', 100_000, 90_000), day('2026-10-05', 1, 1)]);
    expect(refreshStatement({ ...first, status: 'confirmed' }, late, event)).toBeNull();
  });

  it("keeps corporate's adjustment when re-issued", () => {
    const first = stored(
      refreshStatement(null, sources([day('2026-10-01', 100_000, 90_000)]), event)!,
    );
    const adjusted = { ...first, adjustmentCents: -10_000 };
    const again = refreshStatement(
      adjusted,
      sources([day('2026-10-01', 100_000, 90_000), day('2026-10-02', 20_000, 20_000)]),
      event,
    );
    // (900.00 + 200.00) - 100.00 = 1,000.00.
    expect(again?.netCents).toBe(100_000);
  });
});

describe('requests', () => {
  it('reads an answer: confirm, or dispute with a comment', () => {
    expect(
      readAnswerRequest({ statementId: 'loc1_2026-10', revision: 2, answer: 'confirm' }),
    ).toEqual({
      statementId: 'loc1_2026-10',
      revision: 2,
      answer: 'confirm',
    });
    expect(
      refusal(() =>
        readAnswerRequest({
          statementId: 'loc1_2026-10',
          revision: 1,
          answer: 'dispute',
          comment: '  ',
        }),
      ),
    ).toBe('What is wrong with the statement is required.');
    expect(
      refusal(() => readAnswerRequest({ statementId: '../x', revision: 1, answer: 'confirm' })),
    ).toBe('Which statement? The request names no valid statement.');
    expect(
      refusal(() => readAnswerRequest({ statementId: 'loc1_2026-10', answer: 'confirm' })),
    ).toBe('The request does not say which version of the statement was read.');
  });

  it('reads a resolution: a reason always, a non-zero whole-cent adjustment to adjust', () => {
    const ref = { statementId: 'loc1_2026-10', revision: 1 };
    expect(
      readResolveRequest({
        ...ref,
        resolution: 'adjust',
        reason: ' Wrong day ',
        adjustmentCents: -500,
      }),
    ).toEqual({
      ...ref,
      resolution: 'adjust',
      reason: 'Wrong day',
      adjustmentCents: -500,
    });
    expect(refusal(() => readResolveRequest({ ...ref, resolution: 'uphold', reason: '' }))).toBe(
      'The reason is required.',
    );
    expect(
      refusal(() =>
        readResolveRequest({ ...ref, resolution: 'adjust', reason: 'x', adjustmentCents: 0.5 }),
      ),
    ).toMatch(/^The adjustment must be an amount in cents/);
    expect(
      refusal(() =>
        readResolveRequest({ ...ref, resolution: 'adjust', reason: 'x', adjustmentCents: 0 }),
      ),
    ).toBe('An adjustment of $0.00 changes nothing: uphold instead.');
  });

  it('reads a payment: above zero, a real day not after today, a reference', () => {
    const base = {
      statementId: 'loc1_2026-10',
      amountCents: 5_000,
      date: '2026-11-20',
      reference: 'CHK 1001',
    };
    expect(readPaymentRequest(base, '2026-11-28')).toEqual(base);
    expect(refusal(() => readPaymentRequest({ ...base, amountCents: 0 }, '2026-11-28'))).toBe(
      'The payment must be an amount above $0.00.',
    );
    expect(refusal(() => readPaymentRequest({ ...base, date: '2026-02-30' }, '2026-11-28'))).toBe(
      'The payment date must be a real day (yyyy-MM-dd).',
    );
    expect(refusal(() => readPaymentRequest({ ...base, date: '2026-11-29' }, '2026-11-28'))).toBe(
      'The payment date cannot be in the future.',
    );
  });

  it('reads rates from this month on, never a past month', () => {
    const rates = { locationId: 'loc1', from: '2026-11', royaltyBps: 650, adFundBps: 200 };
    expect(readRatesRequest(rates, '2026-11')).toEqual(rates);
    expect(refusal(() => readRatesRequest({ ...rates, from: '2026-10' }, '2026-11'))).toBe(
      'Rates cannot start in a past month: its statement follows the rates in force then.',
    );
    expect(refusal(() => readRatesRequest({ ...rates, royaltyBps: 10_001 }, '2026-11'))).toBe(
      'Enter a % from 0 to 100 with at most 2 decimals',
    );
  });

  it('adds a version, replacing one that starts in the same month', () => {
    const current = [
      { from: '2025-01', royaltyBps: 600, adFundBps: 200 },
      { from: '2027-01', royaltyBps: 700, adFundBps: 200 },
    ];
    expect(
      nextVersions(current, { from: '2026-12', royaltyBps: 650, adFundBps: 200 }).map(
        (v) => v.from,
      ),
    ).toEqual(['2025-01', '2026-12', '2027-01']);
    expect(nextVersions(current, { from: '2027-01', royaltyBps: 800, adFundBps: 300 })).toEqual([
      current[0],
      { from: '2027-01', royaltyBps: 800, adFundBps: 300 },
    ]);
  });
});

describe('who may', () => {
  const owner = {
    role: 'franchiseeOwner',
    territoryIds: ['t1'],
    permissions: { franchiseSales: { view: true } },
  };

  it("lets the location's owner or manager answer, in their territory, with View Franchise Sales", () => {
    expect(refusal(() => assertMayAnswer(owner, 't1'))).toBe('accepted');
    expect(refusal(() => assertMayAnswer({ ...owner, role: 'manager' }, 't1'))).toBe('accepted');
    expect(refusal(() => assertMayAnswer(owner, 't2'))).toBe(
      'This location is not in your territories.',
    );
    expect(refusal(() => assertMayAnswer({ ...owner, role: 'employee' }, 't1'))).toMatch(
      /^Only the location's/,
    );
    expect(refusal(() => assertMayAnswer({ ...owner, role: 'superAdmin' }, 't1'))).toMatch(
      /^Only the location's/,
    );
    expect(refusal(() => assertMayAnswer({ ...owner, permissions: {} }, 't1'))).toMatch(
      /"View Franchise Sales"/,
    );
    expect(refusal(() => assertMayAnswer({ ...owner, disabled: true }, 't1'))).toMatch(/disabled/);
  });

  it('keeps disputes, payments and rates to the top roles', () => {
    expect(refusal(() => assertTopRole({ role: 'superAdmin' }, 'x'))).toBe('accepted');
    expect(refusal(() => assertTopRole({ role: 'fulfillment' }, 'x'))).toBe('accepted');
    expect(refusal(() => assertTopRole(owner, 'record a royalty payment'))).toBe(
      'Only a Super Admin or Fulfillment user can record a royalty payment.',
    );
  });

  it('takes payments on confirmed statements up to the balance', () => {
    const statement = {
      status: 'confirmed',
      dueCents: 10_000,
      paidCents: 4_000,
    } as RoyaltyStatement;
    expect(refusal(() => assertPayable(statement, 6_000))).toBe('accepted');
    expect(refusal(() => assertPayable(statement, 6_001))).toBe(
      'The payment is more than the $60.00 still due.',
    );
    expect(refusal(() => assertPayable({ ...statement, paidCents: 10_000 }, 1))).toBe(
      'This statement is already paid in full.',
    );
    expect(refusal(() => assertPayable({ ...statement, status: 'issued' }, 1))).toBe(
      'Payments are recorded against confirmed statements only.',
    );
  });
});
