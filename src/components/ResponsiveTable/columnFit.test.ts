import { DEFAULT_COLUMN_WIDTH, hiddenColumns, type FitColumn } from './columnFit';

// The orders list: number, status and created matter; territory goes first, then the rest.
const ORDERS: FitColumn[] = [
  { key: 'number' },
  { key: 'status' },
  { key: 'territory', priority: 3 },
  { key: 'delivery', priority: 2 },
  { key: 'cases', priority: 2 },
  { key: 'created' },
];
// Min-content widths as a browser measures them: 110 + 170 + 100 + 150 + 90 + 170 = 790.
const WIDTHS = new Map([
  ['number', 110],
  ['status', 170],
  ['territory', 100],
  ['delivery', 150],
  ['cases', 90],
  ['created', 170],
]);
const hiddenAt = (available: number | null, extraWidth = 0, widths = WIDTHS, columns = ORDERS) => [
  ...hiddenColumns(columns, { available, widths, extraWidth }),
];

describe('hiddenColumns', () => {
  it('shows every column while the width is unknown or wide enough', () => {
    expect(hiddenAt(null)).toEqual([]);
    expect(hiddenAt(790)).toEqual([]);
    expect(hiddenAt(1200)).toEqual([]);
  });

  it('hides the lowest priority first, the rightmost of a priority first, and stops once it fits', () => {
    // Without territory: 690. Without cases too: 600. Without delivery: 450.
    expect(hiddenAt(789)).toEqual(['territory']);
    expect(hiddenAt(690)).toEqual(['territory']);
    expect(hiddenAt(689)).toEqual(['territory', 'cases']);
    expect(hiddenAt(599)).toEqual(['territory', 'cases', 'delivery']);
  });

  it('never hides a priority 1 column: a table still too wide scrolls', () => {
    expect(hiddenAt(300)).toEqual(['territory', 'cases', 'delivery']);
  });

  it('counts cells that are no column (checkboxes) against the width', () => {
    expect(hiddenAt(800)).toEqual([]);
    expect(hiddenAt(800, 56)).toEqual(['territory']);
  });

  it('counts a column not measured yet at the default width', () => {
    const unmeasured = new Map([...WIDTHS].filter(([key]) => key !== 'territory'));
    expect(hiddenAt(690 + DEFAULT_COLUMN_WIDTH, 0, unmeasured)).toEqual([]);
    expect(hiddenAt(689 + DEFAULT_COLUMN_WIDTH, 0, unmeasured)).toEqual(['territory']);
  });

  it('ignores sub-pixel excess, which scrolls no one', () => {
    const fractional = new Map([...WIDTHS, ['cases', 90.4]]);
    expect(hiddenAt(790, 0, fractional)).toEqual([]);
  });

  it('hides nothing in a table that declares no priorities', () => {
    const plain = ORDERS.map(({ key }) => ({ key }));
    expect(hiddenAt(200, 0, WIDTHS, plain)).toEqual([]);
  });
});
