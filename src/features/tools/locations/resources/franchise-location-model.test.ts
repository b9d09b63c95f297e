import {
  emptyFranchiseLocationValues,
  FREQUENCY_MESSAGE,
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
        {
          name: ' Truck 3 ',
          territoryId: 't1',
          type: 'restaurant',
          enabled: false,
          inspectionFrequencyDays: ' 14 ',
        },
        { lookups },
      ),
    ).toEqual({
      name: 'Truck 3',
      territoryId: 't1',
      territoryName: 'North Coast',
      type: 'restaurant',
      enabled: false,
      inspectionFrequencyDays: 14,
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
    // Saved before inspection frequencies existed: the default 30 days.
    expect(values).toEqual({
      name: 'Old',
      territoryId: 't1',
      type: 'truck',
      enabled: true,
      inspectionFrequencyDays: '30',
    });
  });

  it('requires a name and a territory', () => {
    expect(() =>
      franchiseLocationSchema.validateSync({ ...emptyFranchiseLocationValues, name: 'A' }),
    ).toThrow('Territory is required');
  });

  it('takes an inspection frequency of 1 to 365 whole days', () => {
    const valid = { ...emptyFranchiseLocationValues, name: 'A', territoryId: 't1' };
    for (const days of ['1', '30', '365']) {
      expect(() =>
        franchiseLocationSchema.validateSync({ ...valid, inspectionFrequencyDays: days }),
      ).not.toThrow();
    }
    for (const days of ['0', '366', '7.5', '-3', 'weekly']) {
      expect(() =>
        franchiseLocationSchema.validateSync({ ...valid, inspectionFrequencyDays: days }),
      ).toThrow(FREQUENCY_MESSAGE);
    }
    expect(() =>
      franchiseLocationSchema.validateSync({ ...valid, inspectionFrequencyDays: '' }),
    ).toThrow('Inspection frequency is required');
  });
});
