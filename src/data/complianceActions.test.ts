import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { readComplianceAction } from './complianceActions';

describe('readComplianceAction', () => {
  it('reads an action with its times as milliseconds', () => {
    const action = readComplianceAction(
      {
        reportId: 'r1',
        serialNo: 12,
        questionId: 'q1',
        question: 'Is the cooler below 5°C?',
        weight: 'dnq',
        images: [{ fileName: 'a.jpg', url: 'https://x/a.jpg' }, { fileName: 'no-url' }],
        status: 'done',
        isActive: false,
        priority: 'high',
        dueDate: Timestamp.fromMillis(5_000),
        completedAt: Timestamp.fromMillis(4_000),
        verifiedAt: null,
        note: 'Fixed the seal',
      },
      'r1_q1',
    );
    expect(action).toMatchObject({
      id: 'r1_q1',
      reportId: 'r1',
      serialNo: 12,
      weight: 'dnq',
      images: [{ fileName: 'a.jpg', url: 'https://x/a.jpg' }],
      status: 'done',
      isActive: false,
      priority: 'high',
      dueAt: 5_000,
      completedAt: 4_000,
      verifiedAt: null,
      note: 'Fixed the seal',
    });
  });

  it('reads wrong types as empty values, an unknown status as open', () => {
    expect(
      readComplianceAction(
        { status: 'closed', priority: 'urgent', dueDate: '2026-11-02', note: 3, isActive: 'yes' },
        'a2',
      ),
    ).toMatchObject({
      id: 'a2',
      status: 'open',
      priority: 'low',
      dueAt: 0,
      completedAt: null,
      note: '',
      isActive: false,
      weight: 0,
      images: [],
    });
  });
});
