import { describe, expect, it } from 'vitest';
import type { QuestionWeight } from '../../model/types';
import { publishedAnswers } from './publishAnswers';
import { reportFields } from './reportDoc';
import type { CatalogueQuestion, CatalogueSection } from './reportForm';

const SECTIONS: CatalogueSection[] = [
  { id: 's1', name: 'Food safety', orderInRestaurant: 1, orderInTruck: 1, updatedAtTimestamp: 0 },
];

const question = (
  id: string,
  weight: QuestionWeight,
  type: 'truck' | 'restaurant' = 'truck',
  order = 1,
): CatalogueQuestion => ({ id, weight, type, order, sectionId: 's1', question: `Question ${id}` });

/** The seeded shape of the issue: a truck catalogue of four weighted questions. */
const TRUCK = [question('t1', 10, 'truck', 1), question('t2', 5, 'truck', 2)].concat([
  question('t3', 3, 'truck', 3),
  question('t4', 'dnq', 'truck', 4),
]);
const RESTAURANT = ['r1', 'r2', 'r3', 'r4'].map((id, i) => question(id, 5, 'restaurant', i + 1));
const CATALOGUE = [...TRUCK, ...RESTAURANT];

const LOCATION = {
  id: 'loc',
  name: 'North Truck',
  type: 'truck' as const,
  territoryId: 'north',
  territoryName: 'North Coast',
};

const verdictsOf = (values: ReturnType<typeof publishedAnswers>) =>
  Object.fromEntries(
    values.questions.map((q) => [q.id, q.isNotApplicable ? 'na' : q.pass ? 'pass' : 'fail']),
  );

describe('publishedAnswers', () => {
  it("keeps exactly the catalogue's questions of the location's type, as the draft answers them", () => {
    const values = publishedAnswers(
      { passed: ['t1:10', 't2:5'], failed: ['t3:3'], notApplicable: ['t4:dnq'] },
      CATALOGUE,
      SECTIONS,
      'truck',
    );
    expect(verdictsOf(values)).toEqual({ t1: 'pass', t2: 'pass', t3: 'fail', t4: 'na' });
  });

  it('ignores verdicts for questions that are not in the catalogue or of another type', () => {
    const values = publishedAnswers(
      { passed: ['r1:5', 'gone:20', 'nonsense'], failed: ['t1:10'] },
      CATALOGUE,
      SECTIONS,
      'truck',
    );
    expect(values.questions.map((q) => q.id)).toEqual(['t1', 't2', 't3', 't4']);
    expect(verdictsOf(values).t1).toBe('fail');
  });

  it('counts a question the draft does not answer as the form shows it: passed and applicable', () => {
    const values = publishedAnswers({}, CATALOGUE, SECTIONS, 'truck');
    expect(Object.values(verdictsOf(values))).toEqual(['pass', 'pass', 'pass', 'pass']);
  });

  it('takes the most severe verdict for a question listed twice', () => {
    const values = publishedAnswers(
      { passed: ['t1:10'], failed: ['t1:10'], notApplicable: ['t2:5'] },
      CATALOGUE,
      SECTIONS,
      'truck',
    );
    expect(verdictsOf(values).t1).toBe('fail');
  });

  it("scores with the catalogue's weights and text, whatever the draft's entries say", () => {
    const values = publishedAnswers(
      {
        questions: [
          { id: 't1', weight: 1, question: 'Forged', images: [{ url: 'u', fileName: 'a' }] },
        ],
        passed: ['t1:1', 't2:5', 't3:3'],
        failed: [],
        comments: { t1: 'x'.repeat(1200), r1: 'elsewhere' },
      },
      CATALOGUE,
      SECTIONS,
      'truck',
    );
    const t1 = values.questions[0];
    expect(t1).toMatchObject({ weight: 10, question: 'Question t1', sectionName: 'Food safety' });
    expect(t1.images).toEqual([{ url: 'u', fileName: 'a' }]);
    expect(t1.comment).toHaveLength(1000);
  });

  it("scores the issue's attack as a fail: weighted questions failed, passes listed for another type's", async () => {
    const weighted = [10, 5, 3, 12].map((w, i) => question(`w${i + 1}`, w, 'truck', i + 1));
    const values = publishedAnswers(
      {
        failed: weighted.map((q) => `${q.id}:${q.weight}`),
        passed: RESTAURANT.map((q) => `${q.id}:${q.weight}`),
      },
      [...weighted, ...RESTAURANT],
      SECTIONS,
      'truck',
    );
    expect(reportFields(values, LOCATION, 'employee', 'published', 7)).toMatchObject({
      score: 0,
      result: 'fail',
      passed: [],
      failed: ['w1:10', 'w2:5', 'w3:3', 'w4:12'],
      notApplicable: [],
    });
  });

  it('cuts the notes to the form limit and reads anything else as empty', () => {
    const values = publishedAnswers(
      { highlightNotes: 'y'.repeat(6000), lowlightNotes: 42 },
      CATALOGUE,
      SECTIONS,
      'truck',
    );
    expect(values.highlightNotes).toHaveLength(5000);
    expect(values.lowlightNotes).toBe('');
  });
});
