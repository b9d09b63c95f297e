import { documentId, limit, orderBy, where } from 'firebase/firestore';
import {
  asc,
  constraintsOf,
  contains,
  declareQuery,
  desc,
  DOCUMENT_ID,
  enumerateQueryShapes,
  eq,
  isIn,
  isQueryDeclaration,
  oneOf,
  optional,
  range,
  UndeclaredQueryError,
  type QueryDeclaration,
} from './declaredQuery';
import { missingIndexes, type CompositeIndex, type IndexField } from './queryIndex';

/*
 * A declaration is both what the index test reads and what the app sends: these check that the
 * two agree (the constraints are the SDK's own for the declared filters and orders), that the
 * code cannot send a variant the declaration does not list, and that a change to a declaration
 * reaches the index check.
 */

const actions = declareQuery({
  name: 'Follow-up actions',
  collection: 'compliance_actions',
  sources: ['features/compliance/actions/api/list-actions.ts'],
  where: [optional(isIn('territoryId'), eq('assigneeId')), optional(eq('isActive'), eq('status'))],
  orderBy: asc('dueDate'),
});

describe('constraintsOf', () => {
  it('builds the SDK constraints of the variant the values choose, in declared order', () => {
    expect(constraintsOf(actions, { territoryId: ['t1', 't2'], isActive: true })).toEqual([
      where('territoryId', 'in', ['t1', 't2']),
      where('isActive', '==', true),
      orderBy('dueDate', 'asc'),
    ]);
    expect(constraintsOf(actions, {})).toEqual([orderBy('dueDate', 'asc')]);
  });

  it('leaves out a filter whose value is undefined, and sends null and false', () => {
    expect(constraintsOf(actions, { assigneeId: undefined, status: null })).toEqual([
      where('status', '==', null),
      orderBy('dueDate', 'asc'),
    ]);
    expect(constraintsOf(actions, { isActive: false })).toEqual([
      where('isActive', '==', false),
      orderBy('dueDate', 'asc'),
    ]);
  });

  it('adds the declared limit, or the one the caller passes instead', () => {
    const newest = declareQuery({
      name: 'Newest',
      collection: 'mail',
      sources: [],
      where: [eq('isCurrent')],
      orderBy: desc('createdAt'),
      limit: 1,
    });
    expect(constraintsOf(newest, { isCurrent: true })).toEqual([
      where('isCurrent', '==', true),
      orderBy('createdAt', 'desc'),
      limit(1),
    ]);
    expect(constraintsOf(newest, { isCurrent: true }, { limit: 11 }).at(-1)).toEqual(limit(11));
  });

  it('keys two bounds of one field apart and filters the document id as documentId()', () => {
    const days = declareQuery({
      name: 'Days',
      collection: 'sales_entries',
      sources: [],
      where: [isIn(DOCUMENT_ID, 'ids'), range('date', '>=', 'from'), range('date', '<=', 'to')],
    });
    expect(constraintsOf(days, { ids: ['a'], from: '2026-01-01', to: '2026-01-31' })).toEqual([
      where(documentId(), 'in', ['a']),
      where('date', '>=', '2026-01-01'),
      where('date', '<=', '2026-01-31'),
    ]);
  });

  it('sends the filters of a multi-filter alternative together', () => {
    const users = declareQuery({
      name: 'Users',
      collection: 'users',
      sources: [],
      where: [optional(isIn('role'), [eq('franchiseeLocationId'), isIn('role')])],
    });
    expect(constraintsOf(users, { franchiseeLocationId: 'l1', role: ['staff'] })).toEqual([
      where('franchiseeLocationId', '==', 'l1'),
      where('role', 'in', ['staff']),
    ]);
    expect(constraintsOf(users, { role: ['staff'] })).toEqual([where('role', 'in', ['staff'])]);
    // franchiseeLocationId alone is no declared variant.
    expect(() => constraintsOf(users, { franchiseeLocationId: 'l1' })).toThrow(
      UndeclaredQueryError,
    );
  });

  it('refuses values that make no declared variant instead of sending another query', () => {
    // Both alternatives of one slot.
    expect(() => constraintsOf(actions, { territoryId: ['t1'], assigneeId: 'u1' })).toThrow(
      /no declared variant takes the values territoryId, assigneeId/,
    );
    const own = declareQuery({
      name: 'Own',
      collection: 'approvals',
      sources: [],
      where: [eq('userId'), oneOf(eq('status'), isIn('status', 'statuses'))],
    });
    // A required filter left out, and a slot that must send one alternative sending none.
    expect(() => constraintsOf(own, { status: 'draft' })).toThrow(UndeclaredQueryError);
    expect(() => constraintsOf(own, { userId: 'u' })).toThrow(UndeclaredQueryError);
    // A value no filter takes (a loosely typed caller) is refused, not dropped.
    const loose: QueryDeclaration = own;
    expect(() => constraintsOf(loose, { userId: 'u', status: 'draft', other: 1 })).toThrow(
      UndeclaredQueryError,
    );
  });
});

describe('declareQuery', () => {
  it('refuses a declaration the values could not choose from unambiguously', () => {
    expect(() =>
      declareQuery({
        name: 'Twice',
        collection: 'orders',
        sources: [],
        where: [eq('territoryId'), optional(isIn('territoryId'))],
      }),
    ).toThrow(/territoryId in more than one slot/);
    expect(() =>
      declareQuery({
        name: 'Ambiguous',
        collection: 'orders',
        sources: [],
        where: [optional(eq('status'), isIn('status'))],
      }),
    ).toThrow(/same values/);
  });

  it('marks what it made, so the registry finds declarations among exports', () => {
    expect(isQueryDeclaration(actions)).toBe(true);
    expect(isQueryDeclaration({ ...actions })).toBe(false);
    expect(isQueryDeclaration(null)).toBe(false);
  });
});

describe('enumerateQueryShapes', () => {
  it('lists every variant the code can send, each shape once', () => {
    const shapes = enumerateQueryShapes(actions);
    expect(shapes).toHaveLength(9);
    expect(shapes).toContainEqual({
      table: 'Follow-up actions',
      collection: 'compliance_actions',
      equals: ['assigneeId', 'status'],
      ranges: [],
      orderBy: [{ field: 'dueDate', direction: 'asc' }],
    });
    expect(shapes).toContainEqual(expect.objectContaining({ equals: [], ranges: [] }));
  });

  it('sorts filters into equalities, array-contains and ranges as the index rules need them', () => {
    const videos = declareQuery({
      name: 'Videos',
      collection: 'training_videos',
      sources: [],
      where: [contains('categoryIds'), isIn('status'), range('createdAt', '<=', 'before')],
      orderBy: desc('createdAt'),
    });
    expect(enumerateQueryShapes(videos)).toEqual([
      {
        table: 'Videos',
        collection: 'training_videos',
        equals: ['status'],
        contains: 'categoryIds',
        ranges: ['createdAt'],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
      },
    ]);
  });
});

describe('a declaration that drifts from the indexes', () => {
  // The indexes the declared follow-up actions need (dueDate ascending), as a fixture.
  const ascending = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
  const served: CompositeIndex[] = [
    ['territoryId'],
    ['assigneeId'],
    ['isActive'],
    ['status'],
    ['territoryId', 'isActive'],
    ['territoryId', 'status'],
    ['assigneeId', 'isActive'],
    ['assigneeId', 'status'],
  ].map((equals) => ({
    collectionGroup: 'compliance_actions',
    queryScope: 'COLLECTION',
    fields: [...equals.map(ascending), ascending('dueDate')],
  }));
  const missing = (declaration: QueryDeclaration) =>
    missingIndexes(enumerateQueryShapes(declaration), served);

  it('passes as declared', () => {
    expect(missing(actions)).toEqual([]);
  });

  it('fails once its order changes direction: newest due date first', () => {
    const newestFirst = declareQuery({ ...actions, orderBy: desc('dueDate') });
    expect(missing(newestFirst)).toContainEqual(
      expect.stringContaining(
        'Follow-up actions needs compliance_actions: territoryId ASCENDING, dueDate DESCENDING',
      ),
    );
  });

  it('fails once it gains a filter: enabled == true on every variant', () => {
    const enabledOnly = declareQuery({ ...actions, where: [...actions.where, eq('enabled')] });
    expect(missing(enabledOnly)).toContainEqual(
      expect.stringContaining('compliance_actions: enabled ASCENDING, dueDate ASCENDING'),
    );
  });

  it('and the drifted declaration is what the code would send', () => {
    const newestFirst = declareQuery({ ...actions, orderBy: desc('dueDate') });
    expect(constraintsOf(newestFirst, { assigneeId: 'u1' })).toEqual([
      where('assigneeId', '==', 'u1'),
      orderBy('dueDate', 'desc'),
    ]);
  });
});
