import { moveItem, reorderRows } from './reorder';

const id = (row: { id: string }) => row.id;
const rows = ['a', 'b', 'c', 'd', 'e'].map((x) => ({ id: x }));
const order = (list: { id: string }[] | null) => list?.map(id).join('');

describe('moveItem', () => {
  it('moves down and up', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 1)).toEqual([1, 4, 2, 3]);
  });
});

describe('reorderRows', () => {
  it('moves a row to where it was dropped when every row is visible', () => {
    expect(order(reorderRows(rows, rows, 0, 3, id))).toBe('bcdae');
  });
  it('maps a drag on a filtered or paged view back onto the full list', () => {
    const visible = [rows[1], rows[3], rows[4]]; // b, d, e
    expect(order(reorderRows(rows, visible, 2, 0, id))).toBe('aebcd');
  });
  it('reports no change for a drop in place', () => {
    expect(reorderRows(rows, rows, 2, 2, id)).toBeNull();
  });
});
