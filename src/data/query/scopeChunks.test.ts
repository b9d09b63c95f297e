import { describe, expect, it } from 'vitest';
import type { Query } from 'firebase/firestore';
import {
  baseQueries,
  chunkQueries,
  firstOfMerged,
  readChunks,
  sumChunks,
  uniqueById,
  unscoped,
} from './scopeChunks';

const territories = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);

// Stands in for a Firestore query: the builder only records the chunk it was given.
const fakeQuery = (chunk: readonly string[]) => ({ chunk }) as unknown as Query;
const chunkOf = (q: Query) => (q as unknown as { chunk: readonly string[] }).chunk;

describe('chunkQueries', () => {
  it('splits a scope of 31 territories into chunks of 30 and 1, none lost', () => {
    const queries = chunkQueries({ values: territories(31), build: fakeQuery });
    expect(queries.map((q) => chunkOf(q).length)).toEqual([30, 1]);
    expect(queries.flatMap(chunkOf)).toEqual(territories(31));
  });

  it('keeps a scope of up to 30 in one query', () => {
    expect(chunkQueries({ values: territories(30), build: fakeQuery })).toHaveLength(1);
  });

  it('builds an unscoped query once', () => {
    const base = fakeQuery(['base']);
    expect(chunkQueries(unscoped(base))).toEqual([base]);
  });

  it('takes a plain query as itself', () => {
    const base = fakeQuery(['base']);
    expect(baseQueries(base)).toEqual([base]);
    expect(baseQueries({ values: territories(45), build: fakeQuery })).toHaveLength(2);
  });

  it("leaves room for the base's own `in` values (30 disjunctions in all)", () => {
    // e.g. `status in` 5 statuses: 6 territories per query, 5 x 6 = 30.
    const queries = chunkQueries({ values: territories(31), build: fakeQuery, disjunctions: 5 });
    expect(queries.map((q) => chunkOf(q).length)).toEqual([6, 6, 6, 6, 6, 1]);
    expect(queries.flatMap(chunkOf)).toEqual(territories(31));
  });

  it('honours a smaller limit', () => {
    const queries = chunkQueries({ values: territories(61), build: fakeQuery }, 15);
    expect(queries.map((q) => chunkOf(q).length)).toEqual([15, 15, 15, 15, 1]);
  });
});

describe('readChunks and sumChunks', () => {
  const queries = chunkQueries({ values: territories(65), build: fakeQuery });

  it('reads every chunk and returns all rows of the 65 territories', async () => {
    const rows = await readChunks(queries, async (q) => chunkOf(q).map((t) => `row-${t}`));
    expect(rows).toHaveLength(65);
    expect(rows).toContain('row-t64');
  });

  it('runs the chunks in parallel, not one after another', async () => {
    let running = 0;
    let most = 0;
    await readChunks(queries, async () => {
      running++;
      most = Math.max(most, running);
      await Promise.resolve();
      running--;
      return [];
    });
    expect(most).toBe(3);
  });

  it('adds up the counts of every chunk', async () => {
    expect(await sumChunks(queries, async (q) => chunkOf(q).length * 2)).toBe(130);
  });

  it('fails when one chunk fails', async () => {
    await expect(
      sumChunks(queries, async (q) => {
        if (chunkOf(q).includes('t60')) throw new Error('refused');
        return 1;
      }),
    ).rejects.toThrow('refused');
  });
});

describe('firstOfMerged', () => {
  it('takes the first n of the union in order, whichever chunk they come from', () => {
    const newestFirst = (a: number, b: number) => b - a;
    expect(firstOfMerged([[9, 5, 1], [8, 7, 2], []], newestFirst, 4)).toEqual([9, 8, 7, 5]);
  });

  it('returns everything when the union is shorter than n', () => {
    expect(firstOfMerged([[1], [2]], (a, b) => a - b, 10)).toEqual([1, 2]);
  });
});

describe('uniqueById', () => {
  it('keeps the first row of each id', () => {
    expect(
      uniqueById([
        { id: 'a', n: 1 },
        { id: 'b', n: 2 },
        { id: 'a', n: 3 },
      ]),
    ).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ]);
  });
});
