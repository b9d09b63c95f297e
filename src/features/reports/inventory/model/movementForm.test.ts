import { describe, expect, it } from 'vitest';
import { checkMovement, type MovementDraft } from './movementForm';

const draft = (over: Partial<MovementDraft> = {}): MovementDraft => ({
  kind: 'waste',
  itemId: 'shrimp',
  quantity: '2.5',
  date: '2026-10-04',
  otherLocationId: '',
  reason: 'spoilage',
  ...over,
});

describe('checkMovement', () => {
  it('accepts waste with a reason and a transfer with the other location', () => {
    expect(checkMovement(draft(), '2026-10-01', '2026-10-31')).toEqual({
      entry: {
        kind: 'waste',
        itemId: 'shrimp',
        quantity: 2.5,
        date: '2026-10-04',
        otherLocationId: '',
        reason: 'spoilage',
      },
    });
    const transfer = checkMovement(
      draft({ kind: 'transferOut', otherLocationId: 'truck', reason: 'trim' }),
      '2026-10-01',
      '2026-10-31',
    );
    expect(transfer).toMatchObject({ entry: { otherLocationId: 'truck', reason: '' } });
  });

  it('names every bad field', () => {
    expect(
      checkMovement(
        draft({ itemId: '', quantity: '0', date: '2026-11-02', reason: '' }),
        '2026-10-01',
        '2026-10-31',
      ),
    ).toEqual({
      errors: {
        itemId: 'Choose an item.',
        quantity: 'Enter a quantity above 0.',
        date: 'Enter a date from 2026-10-01 to 2026-10-31.',
        reason: 'Choose a reason.',
      },
    });
    expect(
      checkMovement(draft({ kind: 'transferIn', quantity: '100001' }), '2026-10-01', '2026-10-31'),
    ).toEqual({
      errors: { quantity: 'Enter at most 100,000.', otherLocationId: 'Choose the other location.' },
    });
    expect(checkMovement(draft({ quantity: 'abc' }), '2026-10-01', '2026-10-31')).toEqual({
      errors: { quantity: 'Enter a quantity above 0.' },
    });
  });
});
