import type { Firestore } from 'firebase/firestore';
import { countOrderNotifications } from './count-unread-order-notifications';
import { getOrderNotificationsPage } from './get-order-notifications-page';
import { markAllOrderNotificationsRead } from './mark-all-order-notifications-read';
import { watchRecentOrderNotifications } from './watch-recent-order-notifications';

/*
 * A stand-in for Firestore: queries record their constraints and are answered from 40 approved
 * order notifications, one per territory t0..t39, notification i updated at time i (the newest is
 * n39), none read yet. Firestore refuses an `in` filter of more than 30 values, and so does this.
 */
interface Constraint {
  type: string;
  field?: string;
  op?: string;
  value?: unknown;
}
interface FakeDoc {
  id: string;
  fields: Record<string, unknown>;
}

const fake = vi.hoisted(() => ({
  listeners: 0,
  updates: [] as string[],
}));

vi.mock('firebase/firestore', async (importOriginal) => {
  const actual = await importOriginal<typeof import('firebase/firestore')>();
  const docs: FakeDoc[] = Array.from({ length: 40 }, (_, i) => ({
    id: `n${String(i).padStart(2, '0')}`,
    fields: {
      'status.isApproved': true,
      territoryId: `t${i}`,
      lastUpdated: i,
      readRecipients: [] as string[],
    },
  }));
  const snapshot = (d: FakeDoc) => ({
    id: d.id,
    get: (field: string) => d.fields[field],
    data: () => d.fields,
  });
  const matches = (constraints: Constraint[]) => {
    for (const c of constraints) {
      if (c.op === 'in' && Array.isArray(c.value) && c.value.length > 30) {
        throw new Error('invalid-argument: more than 30 values in an in filter');
      }
    }
    return docs.filter((d) =>
      constraints.every((c) => {
        if (c.type !== 'where') return true;
        const value = d.fields[c.field ?? ''];
        if (c.op === 'in') return (c.value as unknown[]).includes(value);
        if (c.op === 'array-contains') return (value as unknown[]).includes(c.value);
        return value === c.value;
      }),
    );
  };
  const answer = (constraints: Constraint[]) => {
    let rows = matches(constraints).sort(
      (a, b) => Number(b.fields.lastUpdated) - Number(a.fields.lastUpdated),
    );
    const after = constraints.find((c) => c.type === 'startAfter')?.value as
      { id: string } | undefined;
    if (after) rows = rows.slice(rows.findIndex((r) => r.id === after.id) + 1);
    const max = constraints.find((c) => c.type === 'limit')?.value as number | undefined;
    return rows.slice(0, max ?? rows.length).map(snapshot);
  };
  return {
    ...actual,
    collection: () => ({ constraints: [] }),
    doc: (_db: unknown, _collection: string, id: string) => ({ id }),
    where: (field: string, op: string, value: unknown) => ({ type: 'where', field, op, value }),
    orderBy: () => ({ type: 'orderBy' }),
    limit: (value: number) => ({ type: 'limit', value }),
    startAfter: (value: unknown) => ({ type: 'startAfter', value }),
    query: (base: { constraints: Constraint[] }, ...more: Constraint[]) => ({
      constraints: [...base.constraints, ...more],
    }),
    getDocs: async ({ constraints }: { constraints: Constraint[] }) => ({
      docs: answer(constraints),
    }),
    getCountFromServer: async ({ constraints }: { constraints: Constraint[] }) => ({
      data: () => ({ count: matches(constraints).length }),
    }),
    onSnapshot: (
      { constraints }: { constraints: Constraint[] },
      next: () => void,
      error: (e: Error) => void,
    ) => {
      fake.listeners++;
      try {
        answer(constraints);
        next();
      } catch (e) {
        error(e as Error);
      }
      return () => undefined;
    },
    arrayUnion: (value: string) => value,
    writeBatch: () => {
      const pending: { id: string; uid: string }[] = [];
      return {
        update: (ref: { id: string }, data: { readRecipients: string }) =>
          pending.push({ id: ref.id, uid: data.readRecipients }),
        commit: async () => {
          for (const { id, uid } of pending) {
            (docs.find((d) => d.id === id)?.fields.readRecipients as string[]).push(uid);
            fake.updates.push(id);
          }
        },
      };
    },
  };
});

const db = {} as Firestore;
const all40 = { all: false as const, territoryIds: Array.from({ length: 40 }, (_, i) => `t${i}`) };

describe('order bells over more than 30 territories', () => {
  it('counts the notifications of all 40 territories, not the first 30', async () => {
    await expect(countOrderNotifications(db, 'approved', all40, 'me')).resolves.toEqual({
      total: 40,
      unread: 40,
    });
  });

  it('pages newest first across the chunks, the 31st territory and beyond included', async () => {
    const first = await getOrderNotificationsPage(db, 'approved', all40, undefined, 5);
    expect(first.items.map((n) => n.id)).toEqual(['n39', 'n38', 'n37', 'n36', 'n35']);
    expect(first.hasNext).toBe(true);
    const second = await getOrderNotificationsPage(db, 'approved', all40, first.last ?? [], 5);
    expect(second.items.map((n) => n.id)).toEqual(['n34', 'n33', 'n32', 'n31', 'n30']);
    const seen = [...first.items, ...second.items];
    let after = second.last;
    while (after) {
      const page = await getOrderNotificationsPage(db, 'approved', all40, after, 5);
      seen.push(...page.items);
      after = page.hasNext ? page.last : null;
    }
    expect(seen).toHaveLength(40);
  });

  it('watches every chunk (one listener per 30 territories) without a refused query', () => {
    const onChange = vi.fn();
    const onError = vi.fn();
    const before = fake.listeners;
    watchRecentOrderNotifications(db, 'approved', all40, onChange, onError);
    expect(fake.listeners - before).toBe(2);
    expect(onError).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('marks all 40 read, then counts none unread', async () => {
    await expect(markAllOrderNotificationsRead(db, 'approved', all40, 'me')).resolves.toBe(40);
    expect(new Set(fake.updates).size).toBe(40);
    await expect(countOrderNotifications(db, 'approved', all40, 'me')).resolves.toEqual({
      total: 40,
      unread: 0,
    });
  });
});
