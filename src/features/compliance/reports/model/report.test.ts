import { Timestamp } from 'firebase/firestore';
import { readComplianceReport } from '@/data/complianceReports';
import type { ReportQuestion } from '../../model/types';
import {
  gradeLabel,
  groupReportQuestions,
  isUnreadBy,
  toReportDetails,
  weightLabel,
} from './report';

const question = (over: Partial<ReportQuestion>): ReportQuestion => ({
  id: 'q',
  question: 'Is it clean?',
  type: 'truck',
  typeName: 'Truck',
  weight: 5,
  order: 1,
  sectionId: 's',
  sectionName: 'Section',
  section: 1,
  pass: true,
  isNotApplicable: false,
  comment: '',
  images: [],
  ...over,
});

describe('groupReportQuestions', () => {
  it('groups by section in section order and sorts questions by order', () => {
    const groups = groupReportQuestions([
      question({ id: 'a', sectionId: 's2', sectionName: 'Food', section: 2, order: 2 }),
      question({ id: 'b', sectionId: 's1', sectionName: 'Clean', section: 1, order: 1 }),
      question({ id: 'c', sectionId: 's2', sectionName: 'Food', section: 2, order: 1 }),
    ]);
    expect(groups.map((g) => g.sectionName)).toEqual(['Clean', 'Food']);
    expect(groups[1].questions.map((q) => q.id)).toEqual(['c', 'a']);
  });

  it('returns no groups for no questions', () => {
    expect(groupReportQuestions([])).toEqual([]);
  });
});

describe('labels', () => {
  it('shows Pass, Fail and N/A', () => {
    expect(gradeLabel({ pass: true, isNotApplicable: false })).toBe('Pass');
    expect(gradeLabel({ pass: false, isNotApplicable: false })).toBe('Fail');
    expect(gradeLabel({ pass: true, isNotApplicable: true })).toBe('N/A');
  });

  it('shows the weight or DNQ', () => {
    expect(weightLabel({ weight: 5 })).toBe('5');
    expect(weightLabel({ weight: 'dnq' })).toBe('DNQ');
  });
});

describe('isUnreadBy', () => {
  it('is unread until the uid is in readRecipients', () => {
    expect(isUnreadBy({ readRecipients: [] }, 'me')).toBe(true);
    expect(isUnreadBy({ readRecipients: ['you'] }, 'me')).toBe(true);
    expect(isUnreadBy({ readRecipients: ['you', 'me'] }, 'me')).toBe(false);
  });
});

describe('toReportDetails', () => {
  it('maps a stored report with its date', () => {
    const at = new Date(2026, 10, 23);
    const report = toReportDetails(
      'r1',
      readComplianceReport({
        serialNo: 4,
        franchiseeLocationType: 'restaurant',
        franchiseeLocationName: 'Cafe',
        result: 'dnq',
        score: 80,
        scoreName: 'DNQ',
        readRecipients: ['a', 3],
        // A stale `pass: true` on the entry is ignored: the verdict lists are the answer.
        questions: [
          { id: 'q1', weight: 'dnq', pass: true, images: [{ fileName: 'x.jpg', url: 'u' }, {}] },
          { id: 'q2', weight: 3, images: [] },
        ],
        passed: [],
        failed: ['q1:dnq'],
        notApplicable: ['q2:3'],
        createdAt: Timestamp.fromDate(at),
      }),
    );
    expect(report).toMatchObject({
      id: 'r1',
      serialNo: 4,
      franchiseeLocationTypeName: 'Restaurant',
      result: 'dnq',
      resultName: 'DNQ',
      readRecipients: ['a'],
      isSample: false,
    });
    expect(report.createdAt).toEqual(at);
    expect(report.questions[0]).toMatchObject({
      weight: 'dnq',
      pass: false,
      isNotApplicable: false,
      images: [{ url: 'u' }],
    });
    expect(report.questions[1]).toMatchObject({ weight: 3, isNotApplicable: true });
  });

  it('tolerates an empty document', () => {
    const report = toReportDetails('r2', readComplianceReport({}));
    expect(report).toMatchObject({ serialNo: 0, questions: [], result: 'fail', createdAt: null });
  });
});
