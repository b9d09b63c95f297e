import { describe, expect, it } from 'vitest';
import { readRoyaltyRates, readRoyaltyStatement } from './royalty';

describe('royalty readers', () => {
  it('read rate versions oldest first, leaving out ones without a month', () => {
    expect(
      readRoyaltyRates(
        {
          territoryId: 't1',
          versions: [
            { from: '2027-01', royaltyBps: 700, adFundBps: 200 },
            { from: 'soon', royaltyBps: 1 },
            { from: '2025-01', royaltyBps: 600, adFundBps: '2' },
            'none',
          ],
        },
        'l1',
      ),
    ).toEqual({
      locationId: 'l1',
      territoryId: 't1',
      versions: [
        { from: '2025-01', royaltyBps: 600, adFundBps: 0 },
        { from: '2027-01', royaltyBps: 700, adFundBps: 200 },
      ],
    });
  });

  it('read rates stored before versions as one version in force from the start', () => {
    expect(readRoyaltyRates({ territoryId: 't1', royaltyBps: 725, adFundBps: 200 }, 'l1')).toEqual({
      locationId: 'l1',
      territoryId: 't1',
      versions: [{ from: '0000-01', royaltyBps: 725, adFundBps: 200 }],
    });
    expect(readRoyaltyRates({ royaltyBps: 725 }, 'l1').versions).toEqual([]);
  });

  it('read a statement: an unknown status waits for an answer, never confirms', () => {
    const statement = readRoyaltyStatement(
      { locationId: 'l1', month: '2026-10', netCents: 97_500, status: 'Confirmed', revision: 'x' },
      'l1_2026-10',
    );
    expect(statement).toMatchObject({
      id: 'l1_2026-10',
      locationId: 'l1',
      month: '2026-10',
      netCents: 97_500,
      approvedRefundsCents: 0,
      status: 'issued',
      revision: 1,
      payments: [],
      history: [],
    });
    expect(readRoyaltyStatement({ status: 'confirmed' }, 'x').status).toBe('confirmed');
  });

  it('read history and payments, leaving out entries of an unknown kind or not maps', () => {
    const statement = readRoyaltyStatement(
      {
        history: [
          {
            kind: 'issued',
            at: '2026-11-01T05:15:00.000Z',
            byName: 'Harbor Ops',
            text: '31 of 31',
          },
          { kind: 'hacked', at: 'x' },
          { kind: 'payment', byName: 'Ada', text: 'ACH 1', amountCents: 4_720 },
          7,
        ],
        payments: [
          { amountCents: 4_720, date: '2026-11-20', reference: 'ACH 1', byName: 'Ada' },
          null,
        ],
      },
      'l1_2026-10',
    );
    expect(statement.history).toEqual([
      { kind: 'issued', at: '2026-11-01T05:15:00.000Z', byName: 'Harbor Ops', text: '31 of 31' },
      { kind: 'payment', at: '', byName: 'Ada', text: 'ACH 1', amountCents: 4_720 },
    ]);
    expect(statement.payments).toEqual([
      { amountCents: 4_720, date: '2026-11-20', reference: 'ACH 1', byName: 'Ada' },
    ]);
  });
});
