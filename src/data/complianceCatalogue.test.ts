import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  readComplianceLocationType,
  readQuestion,
  readQuestionWeight,
  readSection,
} from './complianceCatalogue';

describe('compliance catalogue readers', () => {
  it('read a question with its stamps', () => {
    const at = Timestamp.fromMillis(Date.UTC(2026, 10, 2));
    expect(
      readQuestion({
        type: 'restaurant',
        sectionId: 's1',
        weight: 'dnq',
        question: 'Is the cooler below 5°C?',
        order: 2,
        createdAt: at,
      }),
    ).toEqual({
      type: 'restaurant',
      sectionId: 's1',
      weight: 'dnq',
      question: 'Is the cooler below 5°C?',
      order: 2,
      createdAt: at,
    });
  });

  it('read wrong types as empty values, an unknown type as a truck', () => {
    expect(readQuestion({ type: 'boat', weight: '5', question: 3, createdAt: 'now' })).toEqual({
      type: 'truck',
      sectionId: '',
      weight: 0,
      question: '',
      order: 0,
    });
    expect(readQuestionWeight(7)).toBe(7);
    expect(readQuestionWeight('DNQ')).toBe(0);
    expect(readComplianceLocationType('restaurant')).toBe('restaurant');
    expect(readComplianceLocationType(undefined)).toBe('truck');
  });

  it('read a section, wrong orders as 0', () => {
    expect(
      readSection({ name: 'Food safety', nameLower: 'food safety', orderInTruck: '2' }),
    ).toEqual({
      name: 'Food safety',
      nameLower: 'food safety',
      orderInRestaurant: 0,
      orderInTruck: 0,
      updatedAtTimestamp: 0,
    });
  });
});
