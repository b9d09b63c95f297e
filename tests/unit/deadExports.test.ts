import { findDeadExports } from '../../scripts/dead-exports.mjs';

/**
 * Issue 25: no export that nobody imports. A leftover export reads as part of a module's
 * contract, keeps dead code alive past `noUnusedLocals`, and widens what the server package
 * could come to depend on. `node scripts/dead-exports.mjs` prints the same list.
 */
describe('exports', () => {
  it('are each imported somewhere (or the module is an entry)', () => {
    const dead = findDeadExports().map((d) => `${d.file}:${d.line} ${d.name}`);
    expect(dead).toEqual([]);
  });
});
