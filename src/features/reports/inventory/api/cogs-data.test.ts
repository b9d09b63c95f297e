import type { Firestore } from 'firebase/firestore';
import { cogsTrendFields } from '../model/cogsRollups';
import { loadLocationTrends } from './cogs-data';

/*
 * A stand-in for Firestore holding one trend per location, 12 locations per territory: it
 * records each query the COGS page's side-by-side view sends and refuses an `in` filter of more
 * than 30 values, as Firestore does.
 */
interface Filter {
  field: string;
  op: string;
  value: unknown;
}
const sent = vi.hoisted(() => [] as { collection: string; filters: Filter[] }[]);

vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  collection: (_db: unknown, name: string) => ({ name }),
  where: (field: string, op: string, value: unknown) => ({ field, op, value }),
  query: (from: { name: string }, ...filters: Filter[]) => ({ collection: from.name, filters }),
  getDocs: async (q: { collection: string; filters: Filter[] }) => {
    sent.push(q);
    const territories = q.filters.find((f) => f.field === 'territoryId' && f.op === 'in')?.value;
    if (!Array.isArray(territories) || territories.length > 30) {
      throw new Error('invalid-argument: an in filter takes 1 to 30 values');
    }
    return {
      docs: territories.flatMap((territoryId: string) =>
        Array.from({ length: 12 }, (_, i) => ({
          data: () => cogsTrendFields({ id: `${territoryId}-l${i}`, territoryId }, []),
        })),
      ),
    };
  },
}));

const db = {} as Firestore;
const territories = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);

describe("the COGS side-by-side view's reads", () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('reads the trends of 120 locations in 10 territories with one query', async () => {
    const trends = await loadLocationTrends(db, territories(10), '2026-11-29');
    expect(trends).toHaveLength(120);
    expect(sent).toEqual([
      {
        collection: 'cogs_location_trends',
        filters: [{ field: 'territoryId', op: 'in', value: territories(10) }],
      },
    ]);
  });

  it('sends one query per 30 territories, each territory once', async () => {
    const trends = await loadLocationTrends(db, [...territories(31), 't0', 't5'], '2026-11-29');
    expect(trends).toHaveLength(31 * 12);
    expect(sent.map((q) => (q.filters[0].value as string[]).length)).toEqual([30, 1]);
  });

  it('reads nothing without a territory', async () => {
    expect(await loadLocationTrends(db, [], '2026-11-29')).toEqual([]);
    expect(sent).toEqual([]);
  });
});
