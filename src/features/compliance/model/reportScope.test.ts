import { scopeFor, scopeKey } from './reportScope';

describe('scopeFor', () => {
  it('gives the two top roles every report', () => {
    expect(scopeFor('superAdmin', [])).toEqual({ kind: 'all' });
    expect(scopeFor('fulfillment', ['t'])).toEqual({ kind: 'all' });
  });

  it('limits everyone else to their territories, without duplicates or blanks', () => {
    expect(scopeFor('manager', ['a', 'b', 'a', ''])).toEqual({
      kind: 'territories',
      territoryIds: ['a', 'b'],
    });
    expect(scopeFor('franchiseeOwner', ['x'])).toEqual({
      kind: 'territories',
      territoryIds: ['x'],
    });
  });

  it('has nothing to query without a territory or a role', () => {
    expect(scopeFor('employee', [])).toEqual({ kind: 'none' });
    expect(scopeFor(null, ['a'])).toEqual({ kind: 'none' });
  });

  it('keeps all of 40 territories (queries split them into chunks of 30)', () => {
    const ids = Array.from({ length: 40 }, (_, i) => `t${i}`);
    const scope = scopeFor('manager', ids);
    expect(scope.kind === 'territories' && scope.territoryIds).toEqual(ids);
  });

  it('names scopes by content', () => {
    expect(scopeKey({ kind: 'all' })).toBe('all');
    expect(scopeKey({ kind: 'territories', territoryIds: ['a', 'b'] })).toBe('t:a,b');
  });
});
