import { describe, expect, it } from 'vitest';
import type { ComplianceQuestion, ComplianceSection } from '../../model/types';
import {
  applyReorder,
  firstQuestionNumbers,
  formReducer,
  groupReportQuestions,
  newReportQuestions,
  validateReport,
  type ReportFormValues,
} from './reportForm';

const section = (id: string, name: string, r: number, t: number): ComplianceSection =>
  ({ id, name, orderInRestaurant: r, orderInTruck: t, updatedAtTimestamp: 1 }) as ComplianceSection;
const question = (id: string, sectionId: string, order: number, type = 'truck') =>
  ({ id, sectionId, order, type, weight: 5, question: id }) as ComplianceQuestion;

const SECTIONS = [section('a', 'Alpha', 1, 2), section('b', 'Beta', 2, 1)];
const CATALOGUE = [
  question('a2', 'a', 2),
  question('a1', 'a', 1),
  question('b1', 'b', 1),
  question('r1', 'a', 1, 'restaurant'),
];

describe('newReportQuestions', () => {
  it('takes the type’s questions in section then question order, all passing and applicable', () => {
    const questions = newReportQuestions(CATALOGUE, SECTIONS, 'truck');
    expect(questions.map((q) => q.id)).toEqual(['b1', 'a1', 'a2']);
    expect(questions.every((q) => q.pass && !q.isNotApplicable && q.comment === '')).toBe(true);
    expect(questions[0]).toMatchObject({ sectionName: 'Beta', section: 1, typeName: 'Truck' });
  });
});

describe('formReducer', () => {
  const start: ReportFormValues = {
    questions: newReportQuestions(CATALOGUE, SECTIONS, 'truck'),
    highlightNotes: '',
    lowlightNotes: '',
  };

  it('patches one question and leaves the others as they were', () => {
    const next = formReducer(start, { type: 'question', id: 'a1', patch: { pass: false } });
    expect(next.questions.find((q) => q.id === 'a1')?.pass).toBe(false);
    expect(next.questions.find((q) => q.id === 'a2')).toBe(start.questions[2]);
  });

  it('adds and removes photos and sets notes', () => {
    let next = formReducer(start, {
      type: 'addImage',
      id: 'b1',
      image: { fileName: 'x.jpg', url: 'https://x' },
    });
    expect(next.questions[0].images).toHaveLength(1);
    next = formReducer(next, { type: 'removeImage', id: 'b1', fileName: 'x.jpg' });
    expect(next.questions[0].images).toHaveLength(0);
    next = formReducer(next, { type: 'notes', field: 'lowlightNotes', value: 'Restock' });
    expect(next.lowlightNotes).toBe('Restock');
  });
});

describe('validateReport', () => {
  it('says which comment or notes are too long', () => {
    const values: ReportFormValues = {
      questions: newReportQuestions(CATALOGUE, SECTIONS, 'truck').map((q) =>
        q.id === 'a1' ? { ...q, comment: 'x'.repeat(1001) } : q,
      ),
      highlightNotes: 'x'.repeat(5001),
      lowlightNotes: 'fine',
    };
    expect(validateReport(values)).toEqual({
      'questions.a1.comment': 'Must be at most 1000 characters',
      highlightNotes: 'Must be at most 5000 characters',
    });
  });
});

describe('groupReportQuestions and applyReorder', () => {
  it('groups by section order and renumbers after a reorder', () => {
    const groups = groupReportQuestions(newReportQuestions(CATALOGUE, SECTIONS, 'truck'));
    expect(groups.map((g) => g.sectionName)).toEqual(['Beta', 'Alpha']);
    const moved = applyReorder([groups[1], { ...groups[0], questions: [] }]);
    expect(moved.map((q) => [q.id, q.section, q.order])).toEqual([
      ['a1', 1, 1],
      ['a2', 1, 2],
    ]);
  });
});

describe('firstQuestionNumbers', () => {
  it('numbers questions on through the sections, from 1', () => {
    const groups = groupReportQuestions(newReportQuestions(CATALOGUE, SECTIONS, 'truck'));
    expect(firstQuestionNumbers(groups)).toEqual([1, 2]);
    expect(firstQuestionNumbers([])).toEqual([]);
  });
});
