import { changedOrders, renumber } from './renumber';

describe('renumber', () => {
  it('numbers items from 1 in list order', () => {
    expect(renumber([{ id: 'c' }, { id: 'a' }, { id: 'b' }])).toEqual([
      { id: 'c', order: 1 },
      { id: 'a', order: 2 },
      { id: 'b', order: 3 },
    ]);
  });

  it('returns nothing for an empty list', () => {
    expect(renumber([])).toEqual([]);
  });
});

describe('changedOrders', () => {
  it('lists only the items whose order changes', () => {
    const dragged = [
      { id: 'a', order: 1 },
      { id: 'c', order: 3 },
      { id: 'b', order: 2 },
      { id: 'd', order: 4 },
    ];
    expect(changedOrders(dragged)).toEqual([
      { id: 'c', order: 2 },
      { id: 'b', order: 3 },
    ]);
  });

  it('closes gaps left by deleted categories', () => {
    expect(
      changedOrders([
        { id: 'a', order: 2 },
        { id: 'b', order: 5 },
      ]),
    ).toEqual([
      { id: 'a', order: 1 },
      { id: 'b', order: 2 },
    ]);
  });

  it('is empty when nothing moved', () => {
    expect(
      changedOrders([
        { id: 'a', order: 1 },
        { id: 'b', order: 2 },
      ]),
    ).toEqual([]);
  });
});
