import { readFranchiseLocationDoc } from './franchiseLocations';

describe('readFranchiseLocationDoc', () => {
  it('reads a stored location with its inspection frequency', () => {
    expect(
      readFranchiseLocationDoc({
        name: 'Pier 9',
        territoryId: 't1',
        territoryName: 'North Coast',
        type: 'restaurant',
        enabled: false,
        inspectionFrequencyDays: 14,
      }),
    ).toEqual({
      name: 'Pier 9',
      territoryId: 't1',
      territoryName: 'North Coast',
      type: 'restaurant',
      enabled: false,
      inspectionFrequencyDays: 14,
    });
  });

  it('reads a stored value of the wrong type as the empty value', () => {
    expect(
      readFranchiseLocationDoc({
        name: 9,
        territoryId: null,
        type: 'boat',
        enabled: 'no',
        inspectionFrequencyDays: '14',
      }),
    ).toEqual({
      name: '',
      territoryId: '',
      territoryName: '',
      // An unknown type reads as a truck (as compliance reads it); only `false` disables.
      type: 'truck',
      enabled: true,
    });
  });
});
