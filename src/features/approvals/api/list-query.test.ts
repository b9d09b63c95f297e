import type { Firestore } from 'firebase/firestore';
import { baseDisjunctions, maxCheckboxValues, planBases } from '@/components/DataTable';
import { IN_LIMIT } from '@/data/query/inLimit';
import { APPROVAL_STATUSES } from '../model/status';
import { FORM_DEFS } from '../model/forms';
import { approvalsListQuery, type ListScope, type ListView, type StatusTab } from './list-query';

/*
 * Every query the approvals table can send stays within Firestore's limits: at most 30 values in
 * one `in` and at most 30 disjunctions (the product of all `in` sizes: the base's `status in`,
 * the scope chunk's `territoryId in` and the type filter's `formId in`). Queries are recorded as
 * their constraint lists instead of being built, so the count reads exactly what the app asks.
 */

interface Where {
  field: string;
  op: string;
  value: unknown;
}
interface Recorded {
  constraints: Where[];
}

vi.mock('firebase/firestore', () => ({
  query: (base: Recorded, ...constraints: Where[]): Recorded => ({
    constraints: [...base.constraints, ...constraints],
  }),
  where: (field: string, op: string, value: unknown): Where => ({ field, op, value }),
}));
vi.mock('./refs', () => ({ approvalsCollection: (): Recorded => ({ constraints: [] }) }));

const firestore = {} as Firestore;
const FORM_IDS = Object.keys(FORM_DEFS);

/** The product of the `in` sizes of one planned query, with `formIds` ticked in the type filter. */
function disjunctions(query: Recorded, formIds: number): number {
  return query.constraints
    .filter((c) => c.op === 'in')
    .reduce((product, c) => product * (c.value as unknown[]).length, formIds);
}

const territories = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);
const scopes: ListScope[] = [
  { uid: 'u', allTerritories: true, territoryIds: [] },
  ...[0, 1, 5, 29, 30, 31, 64].map((n) => ({
    uid: 'u',
    allTerritories: false,
    territoryIds: territories(n),
  })),
];
const views: ListView[] = ['all', 'mine', 'waiting', 'assigned'];
const tabs: StatusTab[] = ['all', ...APPROVAL_STATUSES];
const pickers = [{}, { territoryId: 't1' }, { franchiseeLocationId: 'l1' }];

describe('approvals list within Firestore 30 values / 30 disjunctions', () => {
  it('for every view, tab, scope, picker and as many types as the filter lets be ticked', () => {
    let checked = 0;
    for (const scope of scopes) {
      for (const view of views) {
        for (const tab of view === 'waiting' || view === 'assigned' ? (['all'] as const) : tabs) {
          for (const picked of pickers) {
            const base = approvalsListQuery(firestore, scope, view, tab, picked);
            const cap = maxCheckboxValues({}, 'formId', baseDisjunctions(base));
            const ticked = Math.min(cap, FORM_IDS.length);
            const filters = {
              formId: { type: 'checkbox' as const, values: FORM_IDS.slice(0, ticked) },
            };
            for (const query of planBases(base, filters)) {
              const recorded = query as unknown as Recorded;
              for (const c of recorded.constraints) {
                if (c.op === 'in') expect((c.value as unknown[]).length).toBeLessThanOrEqual(30);
              }
              expect(disjunctions(recorded, ticked)).toBeLessThanOrEqual(IN_LIMIT);
              checked += 1;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('caps the type filter by the statuses the view asks for', () => {
    const top: ListScope = { uid: 'u', allTerritories: true, territoryIds: [] };
    const shared = approvalsListQuery(firestore, top, 'all', 'all', {});
    // Six shared statuses: five types at most (6 x 5 = 30), not all seven (42).
    expect(maxCheckboxValues({}, 'formId', baseDisjunctions(shared))).toBe(5);
    const waiting = approvalsListQuery(firestore, top, 'waiting', 'all', {});
    expect(maxCheckboxValues({}, 'formId', baseDisjunctions(waiting))).toBe(15);
    const mine = approvalsListQuery(firestore, top, 'mine', 'all', {});
    expect(maxCheckboxValues({}, 'formId', baseDisjunctions(mine))).toBe(30);
  });
});
