import { buildSampleReport, SAMPLE_HIGHLIGHT_NOTES, type SampleQuestion } from './sampleReport';

const location = {
  id: 'loc-1',
  name: 'North Coast Cafe',
  type: 'restaurant' as const,
  territoryId: 't-1',
  territoryName: 'North Coast',
};

const sections = [
  {
    id: 's-food',
    name: 'Food Safety',
    orderInRestaurant: 2,
    orderInTruck: 1,
    updatedAtTimestamp: 1,
  },
  {
    id: 's-clean',
    name: 'Cleanliness',
    orderInRestaurant: 1,
    orderInTruck: 2,
    updatedAtTimestamp: 1,
  },
  { id: 's-tie', name: 'Service', orderInRestaurant: 2, orderInTruck: 3, updatedAtTimestamp: 9 },
];

const q = (id: string, sectionId: string, order: number, weight: SampleQuestion['weight'] = 5) =>
  ({
    id,
    type: 'restaurant',
    sectionId,
    weight,
    question: `Question ${id}?`,
    order,
  }) as SampleQuestion;

describe('buildSampleReport', () => {
  const now = new Date(2026, 10, 23);
  const questions: SampleQuestion[] = [
    q('a', 's-food', 2),
    q('b', 's-food', 1, 'dnq'),
    q('c', 's-clean', 1, 3),
    q('d', 's-tie', 1),
    { ...q('truck-only', 's-food', 1), type: 'truck' },
    q('orphan', 's-missing', 1),
  ];

  it('passes every applicable question and scores 100 with the shared scoring', () => {
    const report = buildSampleReport(location, sections, questions, now);
    expect(report.questions.every((x) => x.pass && !x.isNotApplicable)).toBe(true);
    expect(report.score).toBe(100);
    expect(report.scoreName).toBe('100%');
    expect(report.result).toBe('pass');
    expect(report.resultName).toBe('Pass');
  });

  it("keeps only the location type's questions whose section exists", () => {
    const ids = buildSampleReport(location, sections, questions, now).questions.map((x) => x.id);
    expect(ids).not.toContain('truck-only');
    expect(ids).not.toContain('orphan');
    expect(ids).toHaveLength(4);
  });

  it('orders sections by the type order (ties: newest first) and questions by order', () => {
    const report = buildSampleReport(location, sections, questions, now);
    expect(report.questions.map((x) => x.id)).toEqual(['c', 'd', 'b', 'a']);
    expect(report.questions.map((x) => x.sectionName)).toEqual([
      'Cleanliness',
      'Service',
      'Food Safety',
      'Food Safety',
    ]);
    expect(report.questions.map((x) => x.section)).toEqual([1, 2, 2, 2]);
  });

  it('uses the truck order for a truck', () => {
    const truck = buildSampleReport(
      { ...location, type: 'truck' },
      sections,
      [
        { ...q('t1', 's-clean', 1), type: 'truck' },
        { ...q('t2', 's-food', 1), type: 'truck' },
      ],
      now,
    );
    expect(truck.questions.map((x) => x.id)).toEqual(['t2', 't1']);
    expect(truck.franchiseeLocationTypeName).toBe('Truck');
  });

  it('is marked as a sample with demo notes, the location and the given date', () => {
    const report = buildSampleReport(location, sections, questions, now);
    expect(report).toMatchObject({
      id: 'sample',
      isSample: true,
      serialNo: 0,
      franchiseeLocationName: 'North Coast Cafe',
      franchiseeLocationTypeName: 'Restaurant',
      territoryName: 'North Coast',
      highlightNotes: SAMPLE_HIGHLIGHT_NOTES,
      createdAt: now,
    });
    expect(report.lowlightNotes).not.toBe('');
  });

  it('scores an empty catalogue 0 (fail), as the shared scoring does', () => {
    const report = buildSampleReport(location, [], [], now);
    expect(report.questions).toEqual([]);
    expect(report.result).toBe('fail');
  });
});
