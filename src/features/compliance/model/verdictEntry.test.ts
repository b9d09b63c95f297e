import { describe, expect, it } from 'vitest';
import { buildCatalogueIndex, parseIndexEntry, withQuestion } from './catalogueIndex';

describe('buildCatalogueIndex', () => {
  it('lists every weight 1..20 under exactly the bits that sum to it', () => {
    const questions = Array.from({ length: 20 }, (_, i) => ({ id: `w${i + 1}`, weight: i + 1 }));
    const index = buildCatalogueIndex(questions);
    for (const { id, weight } of questions) {
      const entry = `${id}:${weight}`;
      const sum = ([1, 2, 4, 8, 16] as const)
        .filter((bit) => index[`bit${bit}`].includes(entry))
        .reduce((total, bit) => total + bit, 0);
      expect(sum, entry).toBe(weight);
    }
    expect(index.all).toHaveLength(20);
    expect(index.dnq).toEqual([]);
  });

  it('lists dnq questions under dnq and under no bit', () => {
    const index = buildCatalogueIndex([{ id: 'd', weight: 'dnq' }]);
    expect(index).toEqual({
      all: ['d:dnq'],
      bit1: [],
      bit2: [],
      bit4: [],
      bit8: [],
      bit16: [],
      dnq: ['d:dnq'],
    });
  });
});

describe('withQuestion', () => {
  const start = buildCatalogueIndex([
    { id: 'a', weight: 5 },
    { id: 'b', weight: 'dnq' },
  ]);

  it('replaces a re-weighted entry and puts it last (the rules read the added entry there)', () => {
    const next = withQuestion(start, 'a', 16);
    expect(next.all).toEqual(['b:dnq', 'a:16']);
    expect(next.bit1).toEqual([]);
    expect(next.bit4).toEqual([]);
    expect(next.bit16).toEqual(['a:16']);
  });

  it('adds a new question to an empty or missing index, and removes a deleted one', () => {
    expect(withQuestion(null, 'n', 3).all).toEqual(['n:3']);
    const removed = withQuestion(start, 'b', null);
    expect(removed.all).toEqual(['a:5']);
    expect(removed.dnq).toEqual([]);
  });
});

describe('entries and weights', () => {
  it('parses valid entries only', () => {
    expect(parseIndexEntry('q1:20')).toEqual({ id: 'q1', weight: 20 });
    expect(parseIndexEntry('q1:dnq')).toEqual({ id: 'q1', weight: 'dnq' });
    expect(parseIndexEntry('q1:21')).toBeNull();
    expect(parseIndexEntry('q1:0')).toBeNull();
    expect(parseIndexEntry(':5')).toBeNull();
    expect(parseIndexEntry(5)).toBeNull();
  });
});
