import { describe, expect, it } from 'vitest';
import { PERSONAL_EVENT_KINDS, readPreferences } from './preferences';

describe('readPreferences', () => {
  it('reads each chosen kind, and unset kinds as immediately', () => {
    const preferences = readPreferences({ orderApproved: 'digest', salesLate: 'never' }, false);
    expect(preferences.orderApproved).toBe('digest');
    expect(preferences.salesLate).toBe('never');
    expect(preferences.approvalDecided).toBe('immediately');
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

  it('offers every kind a person can receive, not the orders-team-only one', () => {
    expect(PERSONAL_EVENT_KINDS).toContain('orderApproved');
    expect(PERSONAL_EVENT_KINDS).not.toContain('orderSubmitted');
  });
});
