import { describe, expect, it } from 'vitest';
import { fulfilledAtOf, inCatalogueOrder, readStoredLines, toStoredLines } from './orderLines';

describe('stored order lines', () => {
  it('stores lines as a map of item id to whole quantity text', () => {
    expect(
      toStoredLines([
        { id: 'item-a', quantity: 3 },
        { id: 'item-b', quantity: 10000 },
      ]),
    ).toEqual({ 'item-a': '3', 'item-b': '10000' });
    expect(toStoredLines([])).toEqual({});
  });

  it('refuses to store an item twice instead of dropping one of its lines', () => {
    expect(() =>
      toStoredLines([
        { id: 'item-a', quantity: 3 },
        { id: 'item-a', quantity: 4 },
      ]),
    ).toThrow('An order cannot name item item-a twice');
  });

  it('reads the map back into lines', () => {
    const lines = [
      { id: 'item-a', quantity: 3 },
      { id: 'item-b', quantity: 12 },
    ];
    expect(readStoredLines(toStoredLines(lines))).toEqual(lines);
  });

  it('reads a quantity that is not whole text as 0, and a number as itself', () => {
    expect(readStoredLines({ a: '2.5', b: '-1', c: 'x', d: 4, e: null })).toEqual([
      { id: 'a', quantity: 0 },
      { id: 'b', quantity: 0 },
      { id: 'c', quantity: 0 },
      { id: 'd', quantity: 4 },
      { id: 'e', quantity: 0 },
    ]);
  });

  it('reads the older items list when a document has no lines map', () => {
    const legacy = [{ id: 'item-a', quantity: 3 }, { quantity: 2 }, 'junk'];
    expect(readStoredLines(undefined, legacy)).toEqual([
      { id: 'item-a', quantity: 3 },
      { id: '', quantity: 2 },
    ]);
    // The map wins when both are present (an edit writes the map and removes the list).
    expect(readStoredLines({ b: '1' }, legacy)).toEqual([{ id: 'b', quantity: 1 }]);
    expect(readStoredLines(['not', 'a', 'map'])).toEqual([]);
    expect(readStoredLines(undefined, undefined)).toEqual([]);
  });

  it('sorts lines by catalogue position, unknown ids last', () => {
    const lines = [{ id: 'z' }, { id: 'b' }, { id: 'gone' }, { id: 'a' }];
    expect(inCatalogueOrder(lines, ['a', 'b', 'z']).map((l) => l.id)).toEqual([
      'a',
      'b',
      'z',
      'gone',
    ]);
  });
});

describe('fulfilledAtOf', () => {
  it('is the last revision into fulfilled, else the last update', () => {
    const revisions = [
      { to: 'approved', at: 1 },
      { to: 'fulfilled', at: 2 },
      { to: 'approved', at: 3 },
      { to: 'fulfilled', at: 4 },
      'not a revision',
    ];
    expect(fulfilledAtOf<number>(revisions, 9)).toBe(4);
    expect(fulfilledAtOf<number>([{ to: 'approved', at: 1 }], 9)).toBe(9);
    expect(fulfilledAtOf<number>(undefined, undefined)).toBeNull();
  });
});
