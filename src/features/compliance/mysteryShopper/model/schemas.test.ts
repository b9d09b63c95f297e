import { describe, expect, it } from 'vitest';
import { displayFileName, toMysteryShopperValues, uniqueFileName } from './schemas';
import { shopperScope } from './scope';

describe('displayFileName', () => {
  it('keeps ordinary names', () => {
    expect(displayFileName('receipt 1.jpg')).toBe('receipt 1.jpg');
  });
  it('replaces slashes and path-like characters and leading dots', () => {
    expect(displayFileName('../a/b\\c?.pdf')).toBe('_a_b_c_.pdf');
    expect(displayFileName('...')).toBe('file');
  });
  it('shortens long names keeping the extension', () => {
    const name = displayFileName(`${'x'.repeat(200)}.jpeg`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.jpeg')).toBe(true);
  });
});

describe('uniqueFileName', () => {
  it('numbers a repeated name before its extension', () => {
    expect(uniqueFileName('a.jpg', [])).toBe('a.jpg');
    expect(uniqueFileName('a.jpg', ['a.jpg'])).toBe('a (2).jpg');
    expect(uniqueFileName('a.jpg', ['a.jpg', 'a (2).jpg'])).toBe('a (3).jpg');
    expect(uniqueFileName('notes', ['notes'])).toBe('notes (2)');
  });
});

describe('toMysteryShopperValues', () => {
  it('trims the text, stores the visit day at noon UTC and copies names', () => {
    expect(
      toMysteryShopperValues(
        {
          territoryId: 't',
          franchiseeLocationId: 'l',
          date: '2026-11-20',
          text: ' ok ',
          files: [],
        },
        { id: 't', name: 'North' },
        { id: 'l', name: 'Cafe' },
      ),
    ).toEqual({
      territoryId: 't',
      territoryName: 'North',
      franchiseeLocationId: 'l',
      franchiseeLocationName: 'Cafe',
      date: new Date('2026-11-20T12:00:00Z'),
      text: 'ok',
      files: [],
    });
  });
});

describe('shopperScope', () => {
  it('gives the top roles everything', () => {
    expect(shopperScope('superAdmin', [])).toEqual({ kind: 'all' });
    expect(shopperScope('fulfillment', ['x'])).toEqual({ kind: 'all' });
  });
  it('limits everyone else to their territories, all of them beyond 30', () => {
    expect(shopperScope('manager', ['b', 'a', 'b'])).toEqual({
      kind: 'territories',
      territoryIds: ['a', 'b'],
    });
    const many = Array.from({ length: 40 }, (_, i) => `t${String(i).padStart(2, '0')}`);
    const scope = shopperScope('franchiseeOwner', many);
    expect(scope.kind === 'territories' && scope.territoryIds).toEqual(many);
  });
  it('gives no scope without territories', () => {
    expect(shopperScope('employee', [])).toEqual({ kind: 'none' });
    expect(shopperScope(null, ['a'])).toEqual({ kind: 'territories', territoryIds: ['a'] });
  });
});
