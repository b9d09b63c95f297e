import { applyOrderChanges, renumber } from './renumber';

const rows = (...orders: [string, number][]) => orders.map(([id, order]) => ({ id, order }));

describe('renumber', () => {
  it('returns nothing when the rows are already numbered 1..n', () => {
    expect(renumber(rows(['a', 1], ['b', 2], ['c', 3]))).toEqual([]);
  });

  it('rewrites only the rows between the old and new place of a moved row', () => {
    // 'd' moved from position 4 to position 2.
    const moved = rows(['a', 1], ['d', 4], ['b', 2], ['c', 3], ['e', 5]);
    expect(renumber(moved)).toEqual([
      { id: 'd', order: 2 },
      { id: 'b', order: 3 },
      { id: 'c', order: 4 },
    ]);
  });

  it('swaps two neighbours with two writes', () => {
    expect(renumber(rows(['b', 2], ['a', 1]))).toEqual([
      { id: 'b', order: 1 },
      { id: 'a', order: 2 },
    ]);
  });

  it('heals gaps and duplicates', () => {
    expect(renumber(rows(['a', 1], ['b', 5], ['c', 5]))).toEqual([
      { id: 'b', order: 2 },
      { id: 'c', order: 3 },
    ]);
  });

  it('handles an empty list', () => {
    expect(renumber([])).toEqual([]);
  });
});

describe('applyOrderChanges', () => {
  it('sets the new numbers and keeps untouched rows as they were', () => {
    const list = [
      { id: 'a', order: 1, name: 'A' },
      { id: 'b', order: 2, name: 'B' },
    ];
    const next = applyOrderChanges(list, [{ id: 'b', order: 7 }]);
    expect(next).toEqual([
      { id: 'a', order: 1, name: 'A' },
      { id: 'b', order: 7, name: 'B' },
    ]);
    expect(next[0]).toBe(list[0]);
  });
});
