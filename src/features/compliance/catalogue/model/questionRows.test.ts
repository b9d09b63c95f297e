import { describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase/firestore';
import type { ComplianceQuestion, ComplianceSection, LocationType } from '../../model/types';
import { questionRows } from './questionRows';

const stamp = {} as Timestamp;
const section = (id: string, name: string, r: number, t: number): ComplianceSection => ({
  id,
  name,
  nameLower: name.toLowerCase(),
  orderInRestaurant: r,
  orderInTruck: t,
  updatedAtTimestamp: 0,
  createdAt: stamp,
  updatedAt: stamp,
});
const question = (
  id: string,
  type: LocationType,
  sectionId: string,
  order: number,
): ComplianceQuestion => ({
  id,
  type,
  sectionId,
  weight: 3,
  question: id,
  order,
  createdAt: stamp,
  updatedAt: stamp,
});

describe('questionRows', () => {
  const sections = [section('a', 'Alpha', 1, 2), section('b', 'Beta', 2, 1)];
  const questions = [
    question('t-b1', 'truck', 'b', 1),
    question('r-a2', 'restaurant', 'a', 2),
    question('r-b1', 'restaurant', 'b', 1),
    question('t-a1', 'truck', 'a', 1),
    question('r-a1', 'restaurant', 'a', 1),
    question('lost', 'truck', 'gone', 1),
  ];

  it('orders rows as the forms ask them, restaurant first, with names', () => {
    const rows = questionRows(questions, sections);
    expect(rows.map((r) => r.id)).toEqual(['r-a1', 'r-a2', 'r-b1', 't-b1', 't-a1', 'lost']);
    expect(rows[0]).toMatchObject({ typeName: 'Restaurant', sectionName: 'Alpha' });
    expect(rows[5]).toMatchObject({ typeName: 'Truck', sectionName: 'Unknown section' });
  });

  it('keeps only the asked types', () => {
    expect(questionRows(questions, sections, ['truck']).map((r) => r.id)).toEqual([
      't-b1',
      't-a1',
      'lost',
    ]);
  });
});
