import { Timestamp } from 'firebase/firestore';
import { mergeChunkPages, type MergeableDoc } from './mergedPage';

const doc = (id: string, createdAt: number): MergeableDoc => ({
  id,
  get: (field: string) => (field === 'createdAt' ? Timestamp.fromMillis(createdAt) : undefined),
});

const newestFirst = [{ field: 'createdAt', direction: 'desc' as const }];

/** A fake chunk: its documents newest first, read from a cursor with limit(n). */
function read(chunk: MergeableDoc[], after: MergeableDoc | undefined, n: number) {
  const start = after ? chunk.indexOf(after) + 1 : 0;
  return chunk.slice(start, start + n);
}

describe('mergeChunkPages', () => {
  it('pages through two chunks exactly as one query over their union would', () => {
    const a = [doc('a1', 90), doc('a2', 70), doc('a3', 40), doc('a4', 10)];
    const b = [doc('b1', 80), doc('b2', 75), doc('b3', 20)];
    const pageSize = 3;
    let starts: (MergeableDoc | undefined)[] = [undefined, undefined];
    const pages: string[][] = [];
    let more = true;
    while (more) {
      const merged = mergeChunkPages(
        [read(a, starts[0], pageSize + 1), read(b, starts[1], pageSize + 1)],
        starts,
        newestFirst,
        pageSize,
      );
      pages.push(merged.docs.map((d) => d.id));
      starts = merged.nextStarts;
      more = merged.hasNextPage;
    }
    expect(pages).toEqual([['a1', 'b1', 'b2'], ['a2', 'a3', 'b3'], ['a4']]);
  });

  it('breaks ties by document id in the direction of the order', () => {
    const merged = mergeChunkPages(
      [[doc('x', 5)], [doc('y', 5)]],
      [undefined, undefined],
      newestFirst,
      2,
    );
    expect(merged.docs.map((d) => d.id)).toEqual(['y', 'x']);
  });

  it('passes a single query through unchanged', () => {
    const only = [doc('c', 1), doc('a', 3), doc('b', 2)];
    const merged = mergeChunkPages([only], [undefined], newestFirst, 2);
    expect(merged.docs.map((d) => d.id)).toEqual(['c', 'a']);
    expect(merged.hasNextPage).toBe(true);
    expect(merged.nextStarts).toEqual([only[1]]);
  });
});
