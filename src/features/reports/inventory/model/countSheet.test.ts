import { describe, expect, it } from 'vitest';
import { DEFAULT_STORAGE_AREAS } from '@/data/inventory';
import {
  UNASSIGNED_AREA,
  groupByArea,
  lineInputOf,
  lineMessages,
  parseAreaList,
  parseLineInput,
  percentCounted,
  quantityText,
  readCountItem,
  splitCases,
  type CountItem,
} from './countSheet';

const item = (id: string, over: Partial<CountItem> = {}): CountItem => ({
  id,
  itemDesc: id,
  sku: id.toUpperCase(),
  unitsPerCase: 12,
  countUnit: 'each',
  storageAreas: {},
  shelfOrder: 0,
  ...over,
});

describe('groupByArea', () => {
  const items = [
    item('fries', { storageAreas: { truck: 'Truck freezer' }, shelfOrder: 2 }),
    item('buns', { storageAreas: { truck: 'Dry bins' }, shelfOrder: 1 }),
    item('fish', { storageAreas: { truck: 'Truck freezer' }, shelfOrder: 1 }),
    item('cups', { storageAreas: { restaurant: 'Dry storage' } }),
    item('sauce', { storageAreas: { truck: 'Gone area' } }),
  ];

  it('lists the areas in the location type order, each in shelf order', () => {
    const groups = groupByArea(items, DEFAULT_STORAGE_AREAS, 'truck');
    expect(groups.map((g) => g.area)).toEqual(['Truck freezer', 'Dry bins', UNASSIGNED_AREA]);
    expect(groups[0].items.map((i) => i.id)).toEqual(['fish', 'fries']);
  });

  it('puts items without an area of this type, or with a removed one, last', () => {
    const groups = groupByArea(items, DEFAULT_STORAGE_AREAS, 'truck');
    expect(groups.at(-1)?.items.map((i) => i.id)).toEqual(['cups', 'sauce']);
  });

  it('uses the areas of the location type', () => {
    const groups = groupByArea(items, DEFAULT_STORAGE_AREAS, 'restaurant');
    expect(groups[0]).toEqual({ area: 'Dry storage', items: [items[3]] });
  });
});

describe('percentCounted', () => {
  it('counts zero lines as counted and blank lines not', () => {
    const lines = { a: { state: 'zero' as const }, b: { state: 'counted' as const, quantity: 3 } };
    expect(percentCounted(['a', 'b', 'c'], lines)).toBe(66);
    expect(percentCounted(['a', 'b'], lines)).toBe(100);
    expect(percentCounted(['c'], { c: { state: 'notCounted' } })).toBe(0);
  });

  it('is 100 for an empty area', () => {
    expect(percentCounted([], {})).toBe(100);
  });
});

describe('parseLineInput', () => {
  it('keeps blank as not counted, never zero', () => {
    expect(parseLineInput({ unit: 'each', cases: '', eaches: ' ' }, 12)).toEqual({
      ok: true,
      line: { state: 'notCounted' },
    });
    expect(parseLineInput({ unit: 'lb', lb: '' }, 10)).toEqual({
      ok: true,
      line: { state: 'notCounted' },
    });
  });

  it('reads typed zeros as counted zero', () => {
    expect(parseLineInput({ unit: 'each', cases: '0', eaches: '' }, 12)).toEqual({
      ok: true,
      line: { state: 'zero' },
    });
  });

  it('converts cases to eaches with the pack size', () => {
    expect(parseLineInput({ unit: 'each', cases: '2', eaches: '5' }, 12)).toEqual({
      ok: true,
      line: { state: 'counted', quantity: 29 },
    });
    expect(parseLineInput({ unit: 'each', cases: '', eaches: '7' }, 12)).toEqual({
      ok: true,
      line: { state: 'counted', quantity: 7 },
    });
  });

  it('reads weights in lb with up to two decimals', () => {
    expect(parseLineInput({ unit: 'lb', lb: '12.25' }, 10)).toEqual({
      ok: true,
      line: { state: 'counted', quantity: 12.25 },
    });
    expect(parseLineInput({ unit: 'lb', lb: '1.255' }, 10)).toEqual({
      ok: false,
      message: lineMessages.weight,
    });
  });

  it('refuses negative, fractional and huge counts with a message', () => {
    const bad = (cases: string, eaches: string) =>
      parseLineInput({ unit: 'each', cases, eaches }, 12);
    expect(bad('-1', '')).toEqual({ ok: false, message: lineMessages.wholeNumber });
    expect(bad('1.5', '')).toEqual({ ok: false, message: lineMessages.wholeNumber });
    expect(bad('', 'abc')).toEqual({ ok: false, message: lineMessages.wholeNumber });
    expect(bad('9000', '')).toEqual({ ok: false, message: lineMessages.tooMuch });
  });
});

describe('splitCases and lineInputOf', () => {
  it('shows a quantity as whole cases and loose eaches', () => {
    expect(splitCases(29, 12)).toEqual({ cases: 2, eaches: 5 });
    expect(splitCases(5, 0)).toEqual({ cases: 5, eaches: 0 });
  });

  it('round-trips a saved line into the fields', () => {
    const it12 = item('x');
    expect(lineInputOf({ state: 'counted', quantity: 29 }, it12)).toEqual({
      unit: 'each',
      cases: '2',
      eaches: '5',
    });
    expect(lineInputOf({ state: 'zero' }, it12)).toEqual({ unit: 'each', cases: '0', eaches: '0' });
    expect(lineInputOf(undefined, it12)).toEqual({ unit: 'each', cases: '', eaches: '' });
    expect(
      lineInputOf({ state: 'counted', quantity: 3.5 }, item('f', { countUnit: 'lb' })),
    ).toEqual({ unit: 'lb', lb: '3.5' });
  });
});

describe('parseAreaList', () => {
  it('trims, drops blanks and repeats', () => {
    expect(parseAreaList(' Walk-in \n\nFreezer\nWalk-in')).toEqual({
      ok: true,
      areas: ['Walk-in', 'Freezer'],
    });
  });

  it('refuses an empty list, too many areas and long names', () => {
    expect(parseAreaList('  \n').ok).toBe(false);
    expect(parseAreaList(Array.from({ length: 21 }, (_, i) => `A${i}`).join('\n')).ok).toBe(false);
    expect(parseAreaList('x'.repeat(61)).ok).toBe(false);
  });
});

describe('readCountItem', () => {
  it('reads an item document, older items taking the defaults', () => {
    expect(
      readCountItem('x', {
        itemDesc: 'Fish',
        sku: 'FSH',
        unitsPerCase: 10,
        countUnit: 'lb',
        storageAreas: { truck: 'Truck fridge' },
        shelfOrder: 3,
      }),
    ).toEqual({
      id: 'x',
      itemDesc: 'Fish',
      sku: 'FSH',
      unitsPerCase: 10,
      countUnit: 'lb',
      storageAreas: { truck: 'Truck fridge' },
      shelfOrder: 3,
    });
    expect(readCountItem('y', { itemDesc: 'Cups', unitsPerCase: '12', countUnit: 'kg' })).toEqual({
      id: 'y',
      itemDesc: 'Cups',
      sku: '',
      unitsPerCase: 1,
      countUnit: 'each',
      storageAreas: {},
      shelfOrder: 0,
    });
  });
});

describe('quantityText', () => {
  const each = (unitsPerCase: number) => ({ countUnit: 'each' as const, unitsPerCase });
  it('writes eaches as whole cases and loose eaches', () => {
    expect(quantityText(41, each(12))).toBe('3 cases 5 eaches');
    expect(quantityText(12, each(12))).toBe('1 case');
    expect(quantityText(1, each(12))).toBe('1 each');
    expect(quantityText(0, each(12))).toBe('0 eaches');
    // An expectation is rounded to whole eaches: 227.46 of 40 a case.
    expect(quantityText(227.46, each(40))).toBe('5 cases 27 eaches');
    expect(quantityText(7, each(1))).toBe('7 eaches');
  });

  it('writes weighed lines in lb to 2 decimals', () => {
    expect(quantityText(12.345, { countUnit: 'lb', unitsPerCase: 10 })).toBe('12.35 lb');
  });
});
