import { Timestamp } from 'firebase/firestore';
import { readCounter } from './counters';

describe('readCounter', () => {
  it('reads the last number taken', () => {
    const at = Timestamp.fromMillis(1_000);
    expect(readCounter({ value: 41, updatedAt: at })).toEqual({
      value: 41,
      createdAt: null,
      updatedAt: at,
    });
  });

  it('reads a stored value of the wrong type as the empty value', () => {
    expect(readCounter({ value: '41', createdAt: 5 })).toEqual({
      value: 0,
      createdAt: null,
      updatedAt: null,
    });
  });
});
