import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { readComplianceReport, readDnqHistory, readSignoff } from './complianceReports';

describe('readComplianceReport', () => {
  it('reads a stored report: question entries, comments map, verdicts and stamps', () => {
    const at = Timestamp.fromMillis(Date.UTC(2026, 10, 23));
    const report = readComplianceReport({
      serialNo: 4,
      franchiseeLocationType: 'restaurant',
      franchiseeLocationName: 'Cafe',
      status: 'published',
      result: 'dnq',
      score: 80,
      scoreName: 'DNQ',
      readRecipients: ['a', 3],
      questions: [
        {
          id: 'q1',
          weight: 'dnq',
          type: 'restaurant',
          images: [{ fileName: 'x.jpg', url: 'u' }, {}],
        },
        { weight: 3, images: 'none' },
        'junk',
      ],
      comments: { q1: 'Dirty', q2: 5 },
      passed: [],
      failed: ['q1:dnq'],
      notApplicable: ['q2:3', 7],
      manualDnq: true,
      createdAt: at,
    });
    expect(report).toMatchObject({
      serialNo: 4,
      franchiseeLocationType: 'restaurant',
      franchiseeLocationName: 'Cafe',
      franchiseeLocationTypeName: '',
      status: 'published',
      result: 'dnq',
      readRecipients: ['a'],
      comments: { q1: 'Dirty' },
      failed: ['q1:dnq'],
      notApplicable: ['q2:3'],
      manualDnq: true,
      createdAt: at,
      updatedAt: null,
    });
    expect(report.questions).toEqual([
      {
        id: 'q1',
        question: '',
        type: 'restaurant',
        typeName: '',
        weight: 'dnq',
        order: 0,
        sectionId: '',
        sectionName: '',
        section: 0,
        images: [{ fileName: 'x.jpg', url: 'u' }],
      },
      expect.objectContaining({ id: 'question-1', type: 'truck', weight: 3, images: [] }),
    ]);
  });

  it('reads an empty or mistyped document as empty values', () => {
    expect(
      readComplianceReport({ serialNo: '4', status: 'x', result: 'great', comments: 'none' }),
    ).toMatchObject({
      serialNo: 0,
      status: 'published',
      result: 'fail',
      questions: [],
      comments: {},
      passed: [],
      manualDnq: false,
      dnqHistory: [],
      createdAt: null,
    });
    expect(readComplianceReport({ status: 'draft' }).status).toBe('draft');
  });

  it('reads the DNQ history, skipping entries that are not maps', () => {
    const at = Timestamp.fromMillis(Date.UTC(2026, 10, 23, 14, 5));
    expect(
      readDnqHistory([{ isDnq: true, reason: 'Pests', by: 'u1', byName: 'Ann Lee', at }, null]),
    ).toEqual([{ isDnq: true, reason: 'Pests', by: 'u1', byName: 'Ann Lee', at }]);
    expect(readDnqHistory([{ isDnq: 'yes', at: 'now' }])).toEqual([
      { isDnq: false, reason: '', by: '', byName: '', at: null },
    ]);
    expect(readDnqHistory('junk')).toEqual([]);
  });
});

describe('readSignoff', () => {
  it('reads times as milliseconds under the report id', () => {
    const startedAt = Timestamp.fromMillis(1_000);
    const endedAt = Timestamp.fromMillis(61_000);
    expect(
      readSignoff(
        {
          userId: 'u1',
          territoryId: 't1',
          inspectorName: 'Ann Lee',
          inspectorSignature: 'data:image/png;base64,AAA',
          managerName: '',
          managerSignature: '',
          startedAt,
          endedAt,
          durationSeconds: 60,
        },
        'r1',
      ),
    ).toEqual({
      reportId: 'r1',
      userId: 'u1',
      territoryId: 't1',
      inspectorName: 'Ann Lee',
      inspectorSignature: 'data:image/png;base64,AAA',
      managerName: '',
      managerSignature: '',
      startedAt: 1_000,
      endedAt: 61_000,
      durationSeconds: 60,
    });
  });

  it('reads wrong types as empty values', () => {
    expect(readSignoff({ inspectorName: 5, endedAt: null, durationSeconds: '60' }, 'r2')).toEqual({
      reportId: 'r2',
      userId: '',
      territoryId: '',
      inspectorName: '',
      inspectorSignature: '',
      managerName: '',
      managerSignature: '',
      startedAt: 0,
      endedAt: 0,
      durationSeconds: 0,
    });
  });
});
