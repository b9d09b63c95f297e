import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { readQuestion, readSection } from './collections';

describe('catalogue converters', () => {
  it('reads a stored question with its types', () => {
    const at = Timestamp.fromMillis(1000);
    expect(
      readQuestion({
        type: 'restaurant',
        sectionId: 's1',
        weight: 'dnq',
        question: 'Permit shown?',
        order: 3,
        createdAt: at,
        updatedAt: at,
      }),
    ).toEqual({
      type: 'restaurant',
      sectionId: 's1',
      weight: 'dnq',
      question: 'Permit shown?',
      order: 3,
      createdAt: at,
      updatedAt: at,
    });
  });

  it('reads wrong types as empty values and leaves pending timestamps out', () => {
    expect(readQuestion({ type: 'van', weight: '5', order: 'x', createdAt: null })).toEqual({
      type: 'truck',
      sectionId: '',
      weight: 0,
      question: '',
      order: 0,
    });
    expect(readSection({ name: 7, orderInRestaurant: 2, orderInTruck: '1' })).toEqual({
      name: '',
      nameLower: '',
      orderInRestaurant: 2,
      orderInTruck: 0,
      updatedAtTimestamp: 0,
    });
  });
});
