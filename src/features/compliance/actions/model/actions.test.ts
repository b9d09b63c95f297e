import { describe, expect, it } from 'vitest';
import { reportQuestion } from '@/testing/reportQuestion';
import type { ReportQuestion } from '../../model/types';
import {
  actionId,
  completionError,
  defaultDueAt,
  isOverdue,
  newActionsFor,
  nextStatuses,
  priorityOf,
  sortActions,
} from './actions';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 12);

const q = (id: string, weight: ReportQuestion['weight'], pass: boolean, na = false) =>
  reportQuestion(id, {
    weight,
    pass,
    isNotApplicable: na,
    comment: `comment ${id}`,
    images: [{ fileName: 'a.jpg', url: 'https://x/a.jpg' }],
  });

describe('priority and due dates', () => {
  it('gives dnq questions one day and high priority', () => {
    expect(priorityOf('dnq')).toBe('high');
    expect(defaultDueAt('dnq', NOW)).toBe(NOW + DAY);
  });

  it('derives the others from the weight bands', () => {
    expect(priorityOf(10)).toBe('high');
    expect(priorityOf(9)).toBe('medium');
    expect(priorityOf(5)).toBe('medium');
    expect(priorityOf(4)).toBe('low');
    expect(defaultDueAt(12, NOW)).toBe(NOW + 3 * DAY);
    expect(defaultDueAt(5, NOW)).toBe(NOW + 7 * DAY);
    expect(defaultDueAt(1, NOW)).toBe(NOW + 14 * DAY);
  });
});

describe('newActionsFor', () => {
  it('makes one open, unassigned action per failed question, skipping N/A and passed', () => {
    const actions = newActionsFor(
      {
        reportId: 'r1',
        serialNo: 7,
        franchiseeLocationId: 'loc',
        franchiseeLocationName: 'North Truck',
        territoryId: 't',
        territoryName: 'North',
        questions: [
          q('a', 5, false),
          q('b', 3, true),
          q('c', 'dnq', false),
          q('d', 2, false, true),
        ],
      },
      'inspector',
      NOW,
    );
    expect(actions.map((a) => a.id)).toEqual([actionId('r1', 'a'), actionId('r1', 'c')]);
    expect(actions[0]).toMatchObject({
      reportId: 'r1',
      serialNo: 7,
      questionId: 'a',
      comment: 'comment a',
      images: [{ fileName: 'a.jpg', url: 'https://x/a.jpg' }],
      territoryId: 't',
      status: 'open',
      isActive: true,
      assigneeId: '',
      createdBy: 'inspector',
      dueAt: NOW + 7 * DAY,
    });
    expect(actions[1].dueAt).toBe(NOW + DAY);
  });
});

describe('overdue and ordering', () => {
  const base = { question: 'Q' };
  it('flags only open or in-progress actions past due', () => {
    expect(isOverdue({ dueAt: NOW - 1, status: 'open' }, NOW)).toBe(true);
    expect(isOverdue({ dueAt: NOW - 1, status: 'inProgress' }, NOW)).toBe(true);
    expect(isOverdue({ dueAt: NOW - 1, status: 'done' }, NOW)).toBe(false);
    expect(isOverdue({ dueAt: NOW + 1, status: 'open' }, NOW)).toBe(false);
  });

  it('lists overdue first, then by due date', () => {
    const sorted = sortActions(
      [
        { ...base, id: 'later', dueAt: NOW + 2 * DAY, status: 'open' as const },
        { ...base, id: 'doneLate', dueAt: NOW - 3 * DAY, status: 'done' as const },
        { ...base, id: 'overdue', dueAt: NOW - DAY, status: 'inProgress' as const },
        { ...base, id: 'soon', dueAt: NOW + DAY, status: 'open' as const },
      ],
      NOW,
    );
    expect(sorted.map((a) => a.id)).toEqual(['overdue', 'doneLate', 'soon', 'later']);
  });
});

describe('transitions', () => {
  it('lets the assignee move between open, in progress and done but not verify', () => {
    expect(nextStatuses('open', 'assignee')).toEqual(['inProgress', 'done']);
    expect(nextStatuses('done', 'assignee')).toEqual(['open', 'inProgress']);
  });

  it('lets a top role verify a done action, and nobody change a verified one', () => {
    expect(nextStatuses('done', 'top')).toContain('verified');
    expect(nextStatuses('open', 'top')).not.toContain('verified');
    expect(nextStatuses('verified', 'top')).toEqual([]);
    expect(nextStatuses('open', 'none')).toEqual([]);
  });

  it('requires a note to mark done', () => {
    expect(completionError('done', '  ')).toBe(
      'Describe what was done before marking the action done',
    );
    expect(completionError('done', 'Replaced the seal')).toBeNull();
    expect(completionError('inProgress', '')).toBeNull();
    expect(completionError('inProgress', 'x'.repeat(2001))).toBe('Must be at most 2000 characters');
  });
});
