import { chunkValues, IN_LIMIT } from '@/data/query/inLimit';
import { maxCheckboxValues, scopeChunkSize } from './inLimits';
import type { FilterState } from './types';

const checkbox = (n: number) => ({
  type: 'checkbox' as const,
  values: Array.from({ length: n }, (_, i) => `v${i}`),
});

/** Disjunctions of one planned query: the scope chunk times every checkbox filter's values. */
function disjunctions(chunk: readonly string[], filters: FilterState): number {
  return Object.values(filters).reduce(
    (product, f) => (f?.type === 'checkbox' ? product * f.values.length : product),
    Math.max(1, chunk.length),
  );
}

describe('chunkValues', () => {
  it('keeps every value once, in chunks of at most the size', () => {
    const values = Array.from({ length: 95 }, (_, i) => `t${i}`);
    const chunks = chunkValues(values);
    expect(chunks.map((c) => c.length)).toEqual([30, 30, 30, 5]);
    expect(chunks.flat()).toEqual(values);
    expect(chunkValues([])).toEqual([[]]);
  });
});

describe('no reachable query passes Firestore 30 values / 30 disjunctions', () => {
  it('for any scope size and any checkbox selections the caps allow', () => {
    for (const scopeSize of [0, 1, 29, 30, 31, 64, 200]) {
      for (const first of [0, 1, 2, 5, 30]) {
        // The first filter is capped by the table, then the second by what the first leaves.
        const a = Math.min(first, maxCheckboxValues({}, 'a'));
        const withA: FilterState = a ? { a: checkbox(a) } : {};
        for (const second of [0, 1, 3, 30]) {
          const b = Math.min(second, maxCheckboxValues(withA, 'b'));
          const filters: FilterState = b ? { ...withA, b: checkbox(b) } : withA;
          const scope = Array.from({ length: scopeSize }, (_, i) => `t${i}`);
          for (const chunk of chunkValues(scope, scopeChunkSize(filters))) {
            expect(chunk.length).toBeLessThanOrEqual(IN_LIMIT);
            expect(disjunctions(chunk, filters)).toBeLessThanOrEqual(IN_LIMIT);
          }
        }
      }
    }
  });

  it('caps a checkbox filter by the other filters, never below one', () => {
    expect(maxCheckboxValues({}, 'a')).toBe(30);
    expect(maxCheckboxValues({ b: checkbox(4) }, 'a')).toBe(7);
    expect(maxCheckboxValues({ a: checkbox(20), b: checkbox(4) }, 'a')).toBe(7);
    expect(scopeChunkSize({ a: checkbox(5), b: checkbox(3) })).toBe(2);
    expect(scopeChunkSize({ a: checkbox(30), b: checkbox(1) })).toBe(1);
  });

  it("counts the base query's own disjunctions (e.g. its `status in`) against the 30", () => {
    // `status in` 6 values: a checkbox filter may take 5 (30), a scope chunk 1 beside 5 boxes.
    expect(maxCheckboxValues({}, 'a', 6)).toBe(5);
    expect(scopeChunkSize({ a: checkbox(5) }, 6)).toBe(1);
    expect(scopeChunkSize({ a: checkbox(2) }, 6)).toBe(2);
    expect(scopeChunkSize({}, 2)).toBe(15);
  });
});
