import { describe, expect, it } from 'vitest';
import { scopeIncludes, territoryScope } from './territoryScope';

describe('territoryScope', () => {
  it('gives the two top roles every territory', () => {
    for (const role of ['superAdmin', 'fulfillment'] as const) {
      const scope = territoryScope({ role, territoryIds: [] });
      expect(scope).toEqual({ kind: 'all' });
      expect(scopeIncludes(scope, 'anything')).toBe(true);
    }
  });

  it("gives owners, managers and employees exactly their record's territories", () => {
    for (const role of ['franchiseeOwner', 'manager', 'employee'] as const) {
      const scope = territoryScope({ role, territoryIds: ['t-north', 't-north', '', 't-gulf'] });
      expect(scope).toEqual({ kind: 'territories', territoryIds: ['t-north', 't-gulf'] });
      expect(scopeIncludes(scope, 't-gulf')).toBe(true);
      expect(scopeIncludes(scope, 't-other')).toBe(false);
    }
  });

  it('gives nothing to a user without a role or without territories', () => {
    expect(territoryScope({ role: null, territoryIds: ['t-north'] })).toEqual({ kind: 'none' });
    const none = territoryScope({ role: 'franchiseeOwner', territoryIds: [] });
    expect(none).toEqual({ kind: 'none' });
    expect(scopeIncludes(none, 't-north')).toBe(false);
  });

  it('keeps every territory beyond the 30 of one `in` query (queries split them)', () => {
    const ids = Array.from({ length: 40 }, (_, i) => `t${i}`);
    const scope = territoryScope({ role: 'manager', territoryIds: ids });
    expect(scope.kind === 'territories' && scope.territoryIds).toEqual(ids);
    expect(scopeIncludes(scope, 't39')).toBe(true);
  });
});
