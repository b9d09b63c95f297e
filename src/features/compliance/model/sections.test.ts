import { describe, expect, it } from 'vitest';
import { groupQuestionsBySection, nextOrder, sectionOrderField, sortSections } from './sections';
import type { LocationType } from './types';

const section = (id: string, orderInRestaurant: number, orderInTruck: number, updated = 0) => ({
  id,
  orderInRestaurant,
  orderInTruck,
  updatedAtTimestamp: updated,
});
const question = (id: string, sectionId: string, order: number, type: LocationType = 'truck') => ({
  id,
  sectionId,
  order,
  type,
});

describe('sectionOrderField', () => {
  it('names the order field of each location type', () => {
    expect(sectionOrderField('restaurant')).toBe('orderInRestaurant');
    expect(sectionOrderField('truck')).toBe('orderInTruck');
  });
});

describe('sortSections', () => {
  const sections = [section('a', 2, 1), section('b', 1, 3), section('c', 3, 2)];

  it('sorts by the order of the given type', () => {
    expect(sortSections(sections, 'restaurant').map((s) => s.id)).toEqual(['b', 'a', 'c']);
    expect(sortSections(sections, 'truck').map((s) => s.id)).toEqual(['a', 'c', 'b']);
  });

  it('puts the newest update first when orders tie', () => {
    const tied = [section('old', 1, 1, 100), section('new', 1, 1, 200), section('first', 0, 0, 1)];
    expect(sortSections(tied, 'truck').map((s) => s.id)).toEqual(['first', 'new', 'old']);
  });

  it('does not change the array it was given', () => {
    sortSections(sections, 'restaurant');
    expect(sections.map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('groupQuestionsBySection', () => {
  const sections = [section('s1', 1, 2), section('s2', 2, 1), section('empty', 0, 0)];

  it('groups questions of the type under sections in type order, questions by order', () => {
    const questions = [
      question('q3', 's1', 2),
      question('q1', 's1', 1),
      question('q2', 's2', 1),
      question('r1', 's1', 1, 'restaurant'),
    ];
    const groups = groupQuestionsBySection(questions, sections, 'truck');
    expect(groups.map((g) => [g.section.id, g.questions.map((q) => q.id)])).toEqual([
      ['s2', ['q2']],
      ['s1', ['q1', 'q3']],
    ]);
  });

  it('drops sections without questions of that type and questions of unknown sections', () => {
    const groups = groupQuestionsBySection(
      [question('r1', 's1', 1, 'restaurant'), question('lost', 'gone', 1, 'restaurant')],
      sections,
      'restaurant',
    );
    expect(groups).toEqual([
      { section: sections[0], questions: [expect.objectContaining({ id: 'r1' })] },
    ]);
  });

  it('returns nothing when there are no questions', () => {
    expect(groupQuestionsBySection([], sections, 'truck')).toEqual([]);
  });
});

describe('nextOrder', () => {
  it('is one more than the highest value', () => {
    expect(nextOrder([3, 1, 7, 2])).toBe(8);
  });
  it('is 1 when there is nothing yet', () => {
    expect(nextOrder([])).toBe(1);
  });
  it('ignores negative and zero orders', () => {
    expect(nextOrder([0, -2])).toBe(1);
  });
});
