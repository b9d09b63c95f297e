import {
  emptyFranchiseLocationValues,
  FREQUENCY_MESSAGE,
  franchiseLocationSchema,
  franchiseLocationToDocument,
  franchiseLocationToValues,
} from './franchise-location-model';

const lookups = { territories: [{ id: 't1', name: 'North Coast' }], users: [] };

describe('franchise location mapping', () => {
  it('drops the delivery point link of a location moved to another territory (issue 28)', () => {
    const values = {
      name: 'Truck 3',
      territoryId: 't2',
      type: 'truck' as const,
      enabled: true,
      inspectionFrequencyDays: '30',
    };
    const stored = {
      id: 'loc-3',
      name: 'Truck 3',
      territoryId: 't1',
      territoryName: 'North Coast',
      type: 'truck' as const,
      enabled: true,
    };
    expect(franchiseLocationToDocument(values, { lookups, existing: stored })).toMatchObject({
      territoryId: 't2',
      deliveryLocationId: '',
    });
    // Staying in its territory keeps the link (the update leaves the field alone).
    expect(
      franchiseLocationToDocument({ ...values, territoryId: 't1' }, { lookups, existing: stored }),
    ).not.toHaveProperty('deliveryLocationId');
    expect(franchiseLocationToDocument(values, { lookups })).not.toHaveProperty(
      'deliveryLocationId',
    );
  });

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
