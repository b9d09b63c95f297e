import { describe, expect, it } from 'vitest';
import { movementState, transferLine } from './transfers';

const sent = {
  kind: 'transferOut' as const,
  status: 'pending' as const,
  transferId: 't1',
  otherLocationName: 'North Truck',
  refusal: '',
};

describe('transferLine', () => {
  it('names quantity, item, sender and day', () => {
    expect(
      transferLine(
        { quantity: 1200, itemId: 'buns', fromLocationName: 'North Cafe', date: '2026-10-09' },
        new Map([['buns', 'Burger buns']]),
      ),
    ).toBe('1,200 × Burger buns from North Cafe, dated 2026-10-09');
  });

  it('falls back to the item id when the item is unknown', () => {
    expect(
      transferLine(
        { quantity: 2.5, itemId: 'cod', fromLocationName: 'Gulf Truck', date: '2026-10-01' },
        new Map(),
      ),
    ).toBe('2.5 × cod from Gulf Truck, dated 2026-10-01');
  });
});

describe('movementState', () => {
  it('says a sent transfer waits, was accepted, or was refused with the reason', () => {
    expect(movementState(sent)).toBe('Waiting for North Truck to accept');
    expect(movementState({ ...sent, status: 'accepted' })).toBe('Accepted by North Truck');
    expect(movementState({ ...sent, status: 'refused', refusal: 'Never arrived' })).toBe(
      'Refused by North Truck: Never arrived',
    );
    expect(movementState({ ...sent, status: 'refused' })).toBe('Refused by North Truck');
  });

  it('says nothing for waste and for transfers from before they were two-sided', () => {
    expect(movementState({ ...sent, kind: 'waste' })).toBe('');
    expect(movementState({ ...sent, transferId: '' })).toBe('');
  });

  it('calls a received transfer accepted', () => {
    expect(movementState({ ...sent, kind: 'transferIn', status: 'accepted' })).toBe('Accepted');
  });
});
