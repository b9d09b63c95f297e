import { describe, expect, it } from 'vitest';
import { missingIndexes, type CompositeIndex } from './queryIndex';
import {
  shapesOfStructuredQuery,
  structuredQueriesOfRequestBody,
  type StructuredQuery,
} from './wireQuery';

const field = (fieldPath: string) => ({ fieldPath });
const where = (fieldPath: string, op: string) => ({
  fieldFilter: { field: field(fieldPath), op, value: { stringValue: 'x' } },
});

/** The orders list of a scoped user, as the web SDK normalizes and sends it. */
const scopedOrders: StructuredQuery = {
  from: [{ collectionId: 'orders' }],
  where: {
    compositeFilter: {
      op: 'AND',
      filters: [where('territoryId', 'IN'), where('status', 'EQUAL')],
    },
  },
  orderBy: [
    { field: field('createdAt'), direction: 'DESCENDING' },
    { field: field('__name__'), direction: 'DESCENDING' },
  ],
};

describe('structuredQueriesOfRequestBody', () => {
  it('reads every added target of a listen channel body, and nothing else', () => {
    const body = new URLSearchParams({
      count: '3',
      ofs: '0',
      req0___data__: JSON.stringify({
        database: 'projects/demo-x/databases/(default)',
        addTarget: { query: { structuredQuery: scopedOrders, parent: 'p' }, targetId: 2 },
      }),
      req1___data__: JSON.stringify({ removeTarget: 2 }),
      req2___data__: JSON.stringify({
        addTarget: { documents: { documents: ['projects/demo-x/databases/(default)/d/x'] } },
      }),
    }).toString();
    expect(structuredQueriesOfRequestBody(body)).toEqual([scopedOrders]);
  });

  it('reads a count (runAggregationQuery) and a runQuery body', () => {
    const count = JSON.stringify({
      structuredAggregationQuery: { structuredQuery: scopedOrders, aggregations: [] },
    });
    expect(structuredQueriesOfRequestBody(count)).toEqual([scopedOrders]);
    expect(
      structuredQueriesOfRequestBody(JSON.stringify({ structuredQuery: scopedOrders })),
    ).toEqual([scopedOrders]);
  });

  it('ignores bodies that are not queries, or not JSON', () => {
    expect(structuredQueriesOfRequestBody('{"writes":[]}')).toEqual([]);
    expect(structuredQueriesOfRequestBody('{broken')).toEqual([]);
    expect(structuredQueriesOfRequestBody('req0___data__=%7Bbroken')).toEqual([]);
    expect(structuredQueriesOfRequestBody('')).toEqual([]);
  });
});

describe('shapesOfStructuredQuery', () => {
  it('sorts filters into equalities, array-contains and inequalities, and drops the id order', () => {
    expect(shapesOfStructuredQuery(scopedOrders, '/app/orders')).toEqual([
      {
        table: '/app/orders',
        collection: 'orders',
        equals: ['territoryId', 'status'],
        ranges: [],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
      },
    ]);
    const ranged: StructuredQuery = {
      from: [{ collectionId: 'sales_entries' }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            where('userIds', 'ARRAY_CONTAINS'),
            where('date', 'GREATER_THAN_OR_EQUAL'),
            where('date', 'LESS_THAN'),
            { unaryFilter: { field: field('closedAt'), op: 'IS_NULL' } },
          ],
        },
      },
      orderBy: [{ field: field('date') }, { field: field('__name__') }],
    };
    expect(shapesOfStructuredQuery(ranged, 'sales')).toEqual([
      {
        table: 'sales',
        collection: 'sales_entries',
        equals: ['closedAt'],
        contains: 'userIds',
        ranges: ['date'],
        orderBy: [{ field: 'date', direction: 'asc' }],
      },
    ]);
  });

  it('needs no index for an order or a range on the document id', () => {
    const paged: StructuredQuery = {
      from: [{ collectionId: 'orders' }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [where('territoryId', 'EQUAL'), where('__name__', 'GREATER_THAN')],
        },
      },
      orderBy: [{ field: field('__name__') }],
    };
    const [shape] = shapesOfStructuredQuery(paged, 'paged');
    expect(shape).toMatchObject({ equals: ['territoryId'], ranges: [], orderBy: [] });
    expect(missingIndexes([shape], [])).toEqual([]);
  });

  it('gives each conjunction of an or() its own shape', () => {
    const either: StructuredQuery = {
      from: [{ collectionId: 'approvals' }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            where('territoryId', 'EQUAL'),
            {
              compositeFilter: {
                op: 'OR',
                filters: [where('status', 'EQUAL'), where('assigneeId', 'EQUAL')],
              },
            },
          ],
        },
      },
    };
    expect(shapesOfStructuredQuery(either, 'approvals').map((shape) => shape.equals)).toEqual([
      ['territoryId', 'status'],
      ['territoryId', 'assigneeId'],
    ]);
  });

  it('lets the index check name a sent query that firestore.indexes.json does not serve', () => {
    const served: CompositeIndex = {
      collectionGroup: 'orders',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'territoryId', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    };
    const shapes = shapesOfStructuredQuery(scopedOrders, '/app/orders');
    expect(missingIndexes(shapes, [served])).toEqual([]);
    expect(missingIndexes(shapes, [])).toEqual([
      expect.stringContaining(
        '/app/orders needs orders: territoryId ASCENDING, status ASCENDING, createdAt DESCENDING',
      ),
    ]);
    const group = shapesOfStructuredQuery(
      { ...scopedOrders, from: [{ collectionId: 'orders', allDescendants: true }] },
      'group',
    );
    expect(missingIndexes(group, [served])).toHaveLength(1);
  });
});
