import { itemOptions, locationOptions } from './requestOptions';

const location = (id: string, territoryName: string, over: object = {}) => ({
  id,
  name: `Cafe ${id}`,
  type: 'restaurant',
  territoryId: `t-${territoryName}`,
  territoryName,
  enabled: true,
  ...over,
});

describe('request options from the shared reference data', () => {
  it('offers enabled locations with a territory, by territory then name', () => {
    const options = locationOptions([
      location('b', 'North'),
      location('a', 'Gulf'),
      location('off', 'Gulf', { enabled: false }),
      location('orphan', '', { territoryId: '' }),
      location('a', 'North'),
    ]);
    expect(options.map((o) => `${o.territoryName}/${o.id}`)).toEqual([
      'Gulf/a',
      'North/a',
      'North/b',
    ]);
    expect(options[0]).toEqual({
      id: 'a',
      name: 'Cafe a',
      type: 'restaurant',
      territoryId: 't-Gulf',
      territoryName: 'Gulf',
    });
  });

  it('offers the active items in catalogue order, a nameless one by its id', () => {
    expect(
      itemOptions([
        { id: 'cod', itemDesc: 'Cod', status: 'active' },
        { id: 'old', itemDesc: 'Old bun', status: 'inactive' },
        { id: 'x9', itemDesc: '', status: 'active' },
      ]),
    ).toEqual([
      { id: 'cod', name: 'Cod' },
      { id: 'x9', name: 'x9' },
    ]);
  });
});
