import { describe, expect, it } from 'vitest';
import {
  deliveriesFor,
  PERSONAL_EVENT_KINDS,
  PREFERENCE_GROUPS,
  readPreferences,
  resolveDelivery,
} from './preferences';

describe('readPreferences', () => {
  it('reads each chosen kind, and unset kinds as immediately', () => {
    const preferences = readPreferences({ orderApproved: 'digest', salesLate: 'never' }, false);
    expect(preferences.orderApproved).toBe('digest');
    expect(preferences.salesLate).toBe('never');
    expect(preferences.approvalDecided).toBe('immediately');
    expect(preferences.inspectionDue).toBe('immediately');
  });

  it('reads an old opt-out as never for every kind not chosen since (the migration)', () => {
    const migrated = readPreferences(null, true);
    expect(PERSONAL_EVENT_KINDS.map((kind) => migrated[kind])).toEqual(
      PERSONAL_EVENT_KINDS.map(() => 'never'),
    );
    expect(readPreferences({ orderApproved: 'immediately' }, true).orderApproved).toBe(
      'immediately',
    );
  });

  it('ignores values that are no choice', () => {
    expect(readPreferences({ orderApproved: 'sometimes' }, false).orderApproved).toBe(
      'immediately',
    );
    expect(readPreferences('nonsense', false).orderApproved).toBe('immediately');
  });
});

describe('the kinds a person chooses for', () => {
  it('offers every kind a person receives, the scheduled jobs’ included, not the team-only ones', () => {
    expect([...PERSONAL_EVENT_KINDS].sort()).toEqual(
      [
        'orderApproved',
        'orderExpired',
        'approvalDecided',
        'approvalAssigned',
        'approvalDue',
        'approvalEscalated',
        'complianceFailed',
        'inspectionDue',
        'actionAssigned',
        'actionOverdue',
        'actionsWeekly',
        'salesLate',
        'weeklyDigest',
      ].sort(),
    );
    expect(PERSONAL_EVENT_KINDS).not.toContain('orderSubmitted');
    expect(PERSONAL_EVENT_KINDS).not.toContain('approvalSubmitted');
  });

  it('lists them under headings, each kind once', () => {
    expect(PREFERENCE_GROUPS.map((group) => group.title)).toEqual([
      'Orders',
      'Approval requests',
      'Compliance',
      'Sales',
      'Summary',
    ]);
    expect(PREFERENCE_GROUPS.every((group) => group.kinds.length > 0)).toBe(true);
    expect(new Set(PERSONAL_EVENT_KINDS).size).toBe(PERSONAL_EVENT_KINDS.length);
  });
});

describe('resolveDelivery (the jobs and the callables alike)', () => {
  it('resolves each job kind from the stored choice', () => {
    const kinds = { salesLate: 'never', inspectionDue: 'digest', approvalDue: 'immediately' };
    expect(resolveDelivery(kinds, false, 'salesLate')).toBe('never');
    expect(resolveDelivery(kinds, false, 'inspectionDue')).toBe('digest');
    expect(resolveDelivery(kinds, true, 'approvalDue')).toBe('immediately');
    expect(resolveDelivery(kinds, false, 'actionOverdue')).toBe('immediately');
    expect(resolveDelivery(kinds, true, 'actionOverdue')).toBe('never');
  });

  it('offers the weekly summary immediately or never: a stored digest reads as the default', () => {
    expect(deliveriesFor('weeklyDigest')).toEqual(['immediately', 'never']);
    expect(deliveriesFor('salesLate')).toEqual(['immediately', 'digest', 'never']);
    expect(resolveDelivery({ weeklyDigest: 'never' }, false, 'weeklyDigest')).toBe('never');
    expect(resolveDelivery({ weeklyDigest: 'digest' }, false, 'weeklyDigest')).toBe('immediately');
    expect(resolveDelivery({ weeklyDigest: 'digest' }, true, 'weeklyDigest')).toBe('never');
  });
});
