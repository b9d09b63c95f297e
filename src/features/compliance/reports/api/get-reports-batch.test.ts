import type { Firestore } from 'firebase/firestore';
import { getReportsBatch, type ReportCursor } from './get-reports-batch';

/*
 * A stand-in for Firestore: queries record their constraints and getDocs answers them from 40
 * published reports, one per territory, report i created at time i (the newest is r39).
 */
interface Constraint {
  type: string;
  field?: string;
  value?: unknown;
}
interface FakeDoc {
  id: string;
  fields: Record<string, unknown>;
}
/** The converter a typed collection carries (src/data readConverter): it reads `data()`. */
interface FakeConverter {
  fromFirestore(snapshot: { id: string; data(): Record<string, unknown> }): unknown;
}

const reads = vi.hoisted(() => ({ count: 0 }));

vi.mock('@/lib/firebase', () => ({ db: {} }));
vi.mock('firebase/firestore', async (importOriginal) => {
  const actual = await importOriginal<typeof import('firebase/firestore')>();
  const reports: FakeDoc[] = Array.from({ length: 40 }, (_, i) => ({
    id: `r${String(i).padStart(2, '0')}`,
    fields: { status: 'published', territoryId: `t${i}`, createdAt: i, serialNo: i },
  }));
  const snapshot = (d: FakeDoc, converter?: FakeConverter) => ({
    id: d.id,
    get: (field: string) => d.fields[field],
    data: () =>
      converter ? converter.fromFirestore({ id: d.id, data: () => d.fields }) : d.fields,
  });
  return {
    ...actual,
    collection: () => ({
      constraints: [],
      withConverter: (converter: FakeConverter) => ({ constraints: [], converter }),
    }),
    where: (field: string, _op: string, value: unknown) => ({ type: 'where', field, value }),
    orderBy: () => ({ type: 'orderBy' }),
    limit: (value: number) => ({ type: 'limit', value }),
    startAfter: (value: unknown) => ({ type: 'startAfter', value }),
    query: (
      base: { constraints: Constraint[]; converter?: FakeConverter },
      ...more: Constraint[]
    ) => ({ constraints: [...base.constraints, ...more], converter: base.converter }),
    getDocs: async ({
      constraints,
      converter,
    }: {
      constraints: Constraint[];
      converter?: FakeConverter;
    }) => {
      reads.count++;
      let rows = reports.filter((r) =>
        constraints.every(
          (c) =>
            c.type !== 'where' ||
            (Array.isArray(c.value)
              ? c.value.includes(r.fields[c.field ?? ''])
              : r.fields[c.field ?? ''] === c.value),
        ),
      );
      rows.sort((a, b) => Number(b.fields.createdAt) - Number(a.fields.createdAt));
      const after = constraints.find((c) => c.type === 'startAfter')?.value as
        { id: string } | undefined;
      if (after) rows = rows.slice(rows.findIndex((r) => r.id === after.id) + 1);
      const max = constraints.find((c) => c.type === 'limit')?.value as number;
      return { docs: rows.slice(0, max).map((d) => snapshot(d, converter)) };
    },
  };
});

const territories = Array.from({ length: 40 }, (_, i) => `t${i}`);
const scope = { kind: 'territories', territoryIds: territories } as const;

describe('getReportsBatch over 40 territories', () => {
  beforeEach(() => {
    reads.count = 0;
  });

  it('reads both chunks of territories in parallel and returns the newest of all', async () => {
    const batch = await getReportsBatch({ db: {} as Firestore, scope, size: 5 });
    expect(batch.reports.map((r) => r.id)).toEqual(['r39', 'r38', 'r37', 'r36', 'r35']);
    expect(batch.done).toBe(false);
    // 30 + 10 territories: two queries, each for size + 1.
    expect(reads.count).toBe(2);
  });

  it('pages through every report exactly once, newest first, to done', async () => {
    const seen: string[] = [];
    let after: ReportCursor | null = null;
    for (let round = 0; round < 20; round++) {
      const batch = await getReportsBatch({ db: {} as Firestore, scope, after, size: 7 });
      seen.push(...batch.reports.map((r) => r.id));
      if (batch.done) break;
      after = batch.last;
    }
    const expected = Array.from({ length: 40 }, (_, i) => `r${String(39 - i).padStart(2, '0')}`);
    expect(seen).toEqual(expected);
  });
});
