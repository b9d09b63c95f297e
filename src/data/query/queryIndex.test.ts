import { indexServes, requiredIndex, type CompositeIndex, type QueryShape } from './queryIndex';

const shape = (parts: Partial<QueryShape>): QueryShape => ({
  table: 'T',
  collection: 'orders',
  equals: [],
  ranges: [],
  orderBy: [],
  ...parts,
});

const index = (...fields: [string, string][]): CompositeIndex => ({
  collectionGroup: 'orders',
  queryScope: 'COLLECTION',
  fields: fields.map(([fieldPath, kind]) =>
    kind === 'CONTAINS'
      ? { fieldPath, arrayConfig: 'CONTAINS' }
      : { fieldPath, order: kind as 'ASCENDING' | 'DESCENDING' },
  ),
});

describe('requiredIndex', () => {
  it('needs none for one field, or for equalities only (merged single-field indexes)', () => {
    expect(requiredIndex(shape({ orderBy: [{ field: 'createdAt', direction: 'desc' }] }))).toBe(
      null,
    );
    expect(requiredIndex(shape({ equals: ['status', 'territoryId'] }))).toBe(null);
    expect(requiredIndex(shape({ ranges: ['name'], orderBy: [] }))).toBe(null);
  });

  it('puts equalities first and the ordered field last, with its direction', () => {
    const needed = requiredIndex(
      shape({ equals: ['territoryId'], orderBy: [{ field: 'createdAt', direction: 'desc' }] }),
    );
    expect(needed).toEqual({
      collectionGroup: 'orders',
      equalities: [{ fieldPath: 'territoryId', order: 'ASCENDING' }],
      ordered: [{ fieldPath: 'createdAt', order: 'DESCENDING' }],
    });
  });

  it('orders by a range field implicitly (ascending) and drops an equality on the ordered field', () => {
    const needed = requiredIndex(shape({ equals: ['territoryId', 'date'], ranges: ['date'] }));
    expect(needed?.equalities).toEqual([{ fieldPath: 'territoryId', order: 'ASCENDING' }]);
    expect(needed?.ordered).toEqual([{ fieldPath: 'date', order: 'ASCENDING' }]);
  });

  it('counts array-contains with the equalities', () => {
    const needed = requiredIndex(
      shape({ contains: 'categoryIds', orderBy: [{ field: 'createdAt', direction: 'desc' }] }),
    );
    expect(needed?.equalities).toEqual([{ fieldPath: 'categoryIds', arrayConfig: 'CONTAINS' }]);
  });
});

describe('indexServes', () => {
  const needed = requiredIndex(
    shape({
      equals: ['status', 'territoryId'],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    }),
  )!;

  it('accepts the equality fields in any order', () => {
    expect(
      indexServes(
        index(['territoryId', 'ASCENDING'], ['status', 'ASCENDING'], ['createdAt', 'DESCENDING']),
        needed,
      ),
    ).toBe(true);
  });

  it('refuses the other direction, a missing field, another collection', () => {
    expect(
      indexServes(
        index(['status', 'ASCENDING'], ['territoryId', 'ASCENDING'], ['createdAt', 'ASCENDING']),
        needed,
      ),
    ).toBe(false);
    expect(indexServes(index(['status', 'ASCENDING'], ['createdAt', 'DESCENDING']), needed)).toBe(
      false,
    );
    expect(
      indexServes(
        {
          ...index(
            ['status', 'ASCENDING'],
            ['territoryId', 'ASCENDING'],
            ['createdAt', 'DESCENDING'],
          ),
          collectionGroup: 'approvals',
        },
        needed,
      ),
    ).toBe(false);
  });

  it('needs CONTAINS for an array-contains field', () => {
    const contains = requiredIndex(
      shape({ contains: 'categoryIds', orderBy: [{ field: 'createdAt', direction: 'desc' }] }),
    )!;
    expect(
      indexServes(index(['categoryIds', 'CONTAINS'], ['createdAt', 'DESCENDING']), contains),
    ).toBe(true);
    expect(
      indexServes(index(['categoryIds', 'ASCENDING'], ['createdAt', 'DESCENDING']), contains),
    ).toBe(false);
  });
});
