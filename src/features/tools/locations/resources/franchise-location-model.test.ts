import {
  emptyFranchiseLocationValues,
  franchiseLocationSchema,
  franchiseLocationToDocument,
  franchiseLocationToValues,
} from './franchise-location-model';

const lookups = { territories: [{ id: 't1', name: 'North Coast' }], users: [] };

describe('franchise location mapping', () => {
  it('defaults to an enabled truck', () => {
    expect(emptyFranchiseLocationValues).toMatchObject({ type: 'truck', enabled: true });
  });

  it("stores the territory's name beside its id", () => {
    expect(
      franchiseLocationToDocument(
        { name: ' Truck 3 ', territoryId: 't1', type: 'restaurant', enabled: false },
        { lookups },
      ),
    ).toEqual({
      name: 'Truck 3',
      territoryId: 't1',
      territoryName: 'North Coast',
      type: 'restaurant',
      enabled: false,
    });
  });

  it('reads values back, repairing an unknown type and a missing enabled flag', () => {
    const values = franchiseLocationToValues({
      id: 'l1',
      name: 'Old',
      territoryId: 't1',
      territoryName: 'North Coast',
      type: 'van' as 'truck',
      enabled: undefined as unknown as boolean,
    });
    expect(values).toEqual({ name: 'Old', territoryId: 't1', type: 'truck', enabled: true });
  });

  it('requires a name and a territory', () => {
    expect(() =>
      franchiseLocationSchema.validateSync({ ...emptyFranchiseLocationValues, name: 'A' }),
    ).toThrow('Territory is required');
  });
});
