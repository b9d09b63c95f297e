import { llcSchema, llcTerritoryNames, llcToDocument, llcToValues } from './llc-model';

const lookups = {
  territories: [
    { id: 't1', name: 'North Coast' },
    { id: 't2', name: 'Gulf Shore' },
  ],
  users: [],
};

describe('LLC mapping', () => {
  it('trims the name and drops repeated territories', () => {
    expect(llcToDocument({ name: ' Foods LLC ', territoryIds: ['t1', 't2', 't1'] })).toEqual({
      name: 'Foods LLC',
      territoryIds: ['t1', 't2'],
    });
  });

  it('reads values back, tolerating a missing list', () => {
    expect(
      llcToValues({ id: 'l', name: 'X', territoryIds: undefined as unknown as string[] }),
    ).toEqual({ name: 'X', territoryIds: [] });
  });

  it('names its territories, saying so for a deleted one', () => {
    expect(llcTerritoryNames({ name: 'X', territoryIds: ['t2', 'gone'] }, lookups)).toBe(
      'Gulf Shore, Unknown territory',
    );
  });

  it('requires a name', () => {
    expect(() => llcSchema.validateSync({ name: ' ', territoryIds: [] })).toThrow(
      'Name is required',
    );
  });
});
