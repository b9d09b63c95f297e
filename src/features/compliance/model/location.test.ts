import { describe, expect, it } from 'vitest';
import { DEFAULT_INSPECTION_FREQUENCY_DAYS, frequencyOf, toLocation } from './location';

describe('frequencyOf', () => {
  it('reads a stored whole number of days within 1..365', () => {
    expect(frequencyOf(7)).toBe(7);
    expect(frequencyOf(365)).toBe(365);
  });

  it('defaults missing or invalid values to 30 days', () => {
    for (const bad of [undefined, null, 0, 366, 2.5, '14', Number.NaN]) {
      expect(frequencyOf(bad)).toBe(DEFAULT_INSPECTION_FREQUENCY_DAYS);
    }
  });
});

describe('toLocation', () => {
  it('reads a stored location, defaulting what is missing', () => {
    expect(
      toLocation('l1', {
        name: 'Main St',
        type: 'restaurant',
        territoryId: 't',
        territoryName: 'North',
        inspectionFrequencyDays: 14,
      }),
    ).toEqual({
      id: 'l1',
      name: 'Main St',
      type: 'restaurant',
      territoryId: 't',
      territoryName: 'North',
      inspectionFrequencyDays: 14,
    });
    expect(toLocation('l2', { type: 'boat' })).toEqual({
      id: 'l2',
      name: '',
      type: 'truck',
      territoryId: '',
      territoryName: '',
      inspectionFrequencyDays: DEFAULT_INSPECTION_FREQUENCY_DAYS,
    });
  });
});
