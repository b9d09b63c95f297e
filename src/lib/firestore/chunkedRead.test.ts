import { readInChunks, uniqueById } from './chunkedRead';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);

describe('readInChunks', () => {
  it('reads 31 values as chunks of 30 and 1, in parallel, and joins every result', async () => {
    const chunks: string[][] = [];
    let running = 0;
    let most = 0;
    const rows = await readInChunks(ids(31), async (chunk) => {
      chunks.push(chunk);
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      running -= 1;
      return chunk.map((id) => `row of ${id}`);
    });
    expect(chunks.map((c) => c.length)).toEqual([30, 1]);
    expect(most).toBe(2);
    expect(rows).toHaveLength(31);
    expect(rows[30]).toBe('row of t31');
  });

  it('keeps every chunk within the given size', async () => {
    const sizes: number[] = [];
    await readInChunks(ids(65), async (chunk) => {
      sizes.push(chunk.length);
      return chunk;
    });
    expect(sizes).toEqual([30, 30, 5]);
  });

  it('does not read at all without values', async () => {
    const read = vi.fn(async () => ['never']);
    expect(await readInChunks([], read)).toEqual([]);
    expect(read).not.toHaveBeenCalled();
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
