import { describe, expect, it } from 'vitest';
import { reportQuestion } from '@/testing/reportQuestion';
import type { ReportQuestion } from '../../model/types';
import type { ComplianceAction } from './actions';
import { actionChangesAfterEdit, questionsToCheck, RESOLVED_BY_EDIT } from './editActions';

const q = (id: string, pass: boolean, isNotApplicable = false) =>
  reportQuestion(id, { pass, isNotApplicable });

const report = (questions: ReportQuestion[]) => ({
  reportId: 'rep',
  serialNo: 7,
  franchiseeLocationId: 'loc',
  franchiseeLocationName: 'North Truck',
  territoryId: 't',
  territoryName: 'North',
  questions,
});

const stored = (
  questionId: string,
  status: ComplianceAction['status'],
  note = '',
): Pick<ComplianceAction, 'id' | 'questionId' | 'status' | 'note'> => ({
  id: `rep_${questionId}`,
  questionId,
  status,
  note,
});

describe('actionChangesAfterEdit', () => {
  it('creates an action for a question failing after the edit that has none', () => {
    const changes = actionChangesAfterEdit(
      report([q('q1', false), q('q2', false), q('q3', true)]),
      [stored('q1', 'open')],
      'editor',
      Date.UTC(2026, 10, 23),
    );
    expect(changes.create.map((a) => a.id)).toEqual(['rep_q2']);
    expect(changes.create[0]).toMatchObject({ status: 'open', serialNo: 7, createdBy: 'editor' });
    expect(changes.resolve).toEqual([]);
  });

  it('closes open and in-progress actions of questions that pass or are N/A after the edit', () => {
    const changes = actionChangesAfterEdit(
      report([q('q1', true), q('q2', false, true), q('q3', true), q('q4', true)]),
      [
        stored('q1', 'open'),
        stored('q2', 'inProgress', 'Ordered a new seal'),
        stored('q3', 'done'),
        stored('q4', 'verified'),
      ],
      'editor',
      0,
    );
    expect(changes.resolve).toEqual([
      { id: 'rep_q1', note: RESOLVED_BY_EDIT },
      // The assignee's note is kept above the reason.
      { id: 'rep_q2', note: `Ordered a new seal\n\n${RESOLVED_BY_EDIT}` },
    ]);
    expect(changes.create).toEqual([]);
  });

  it('leaves alone the actions of questions still failing, whatever their status', () => {
    const changes = actionChangesAfterEdit(
      report([q('q1', false), q('q2', false)]),
      [stored('q1', 'inProgress'), stored('q2', 'verified')],
      'editor',
      0,
    );
    expect(changes).toEqual({ create: [], resolve: [] });
  });
});

describe('questionsToCheck', () => {
  it('lists the questions failed before or after, once each', () => {
    expect(
      questionsToCheck(
        [q('q1', false), q('q2', true), q('q3', false)],
        [q('q1', true), q('q2', false), q('q3', false), q('q4', true)],
      ),
    ).toEqual(['q1', 'q3', 'q2']);
  });
});
