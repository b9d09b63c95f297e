import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { readDnqHistory } from '@/data/complianceReports';
import {
  DNQ_REASON_MAX,
  DNQ_REASON_REQUIRED,
  DNQ_REASON_TOO_LONG,
  dnqChangeLabel,
  dnqReasonError,
  shownResult,
  toDnqHistory,
} from './dnqStatus';

describe('dnqReasonError', () => {
  it('requires a reason that is not only spaces', () => {
    expect(dnqReasonError('')).toBe(DNQ_REASON_REQUIRED);
    expect(dnqReasonError('   ')).toBe(DNQ_REASON_REQUIRED);
    expect(dnqReasonError(' Pests ')).toBeNull();
  });

  it('allows at most 1000 characters after trimming', () => {
    expect(dnqReasonError('x'.repeat(DNQ_REASON_MAX))).toBeNull();
    expect(dnqReasonError(` ${'x'.repeat(DNQ_REASON_MAX)} `)).toBeNull();
    expect(dnqReasonError('x'.repeat(DNQ_REASON_MAX + 1))).toBe(DNQ_REASON_TOO_LONG);
  });
});

describe('shownResult', () => {
  const report = { result: 'pass' as const, resultName: 'Pass', scoreName: '92.5%' };

  it('shows the computed result when no manual DNQ is set', () => {
    expect(shownResult(report)).toEqual(report);
    expect(shownResult({ ...report, manualDnq: false })).toEqual(report);
  });

  it('shows DNQ when it is set manually', () => {
    expect(shownResult({ ...report, manualDnq: true })).toEqual({
      result: 'dnq',
      resultName: 'DNQ',
      scoreName: 'DNQ',
    });
  });
});

describe('dnq history', () => {
  it('labels set and cleared changes with their author', () => {
    expect(dnqChangeLabel({ isDnq: true, byName: 'Ann Lee' })).toBe('DNQ set by Ann Lee');
    expect(dnqChangeLabel({ isDnq: false, byName: 'Ann Lee' })).toBe('DNQ cleared by Ann Lee');
  });

  it('reads stored entries, converting timestamps and skipping junk', () => {
    const at = Timestamp.fromDate(new Date('2026-11-23T14:05:00Z'));
    expect(
      toDnqHistory(
        readDnqHistory([
          { isDnq: true, reason: 'Pests', by: 'u1', byName: 'Ann Lee', at },
          null,
          'junk',
        ]),
      ),
    ).toEqual([{ isDnq: true, reason: 'Pests', by: 'u1', byName: 'Ann Lee', at: at.toDate() }]);
    expect(toDnqHistory(readDnqHistory(undefined))).toEqual([]);
  });
});
