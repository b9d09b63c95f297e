import { describe, expect, it } from 'vitest';
import type { ReportQuestion } from '../../model/types';
import {
  isRepeatFailure,
  lastOtherReport,
  previousAnswers,
  scoreTrend,
  type PastReport,
} from './previousResults';

const q = (id: string, pass: boolean, na = false, comment = ''): ReportQuestion => ({
  id,
  question: id,
  type: 'truck',
  typeName: 'Truck',
  weight: 5,
  order: 1,
  sectionId: 's',
  sectionName: 'S',
  section: 1,
  pass,
  isNotApplicable: na,
  comment,
  images: [],
});

const past = (
  id: string,
  serialNo: number,
  score: number,
  questions: ReportQuestion[] = [],
): PastReport => ({
  id,
  serialNo,
  score,
  scoreName: `${score}%`,
  result: score >= 60 ? 'pass' : 'fail',
  createdAt: serialNo * 1000,
  questions,
});

describe('previous answers', () => {
  it('maps the last report answers by question id with their verdict and comment', () => {
    const answers = previousAnswers(
      past('r1', 4, 50, [q('a', false, false, 'Dirty'), q('b', true), q('c', true, true)]),
    );
    expect(answers.a).toMatchObject({ verdict: 'fail', comment: 'Dirty', serialNo: 4 });
    expect(answers.b.verdict).toBe('pass');
    expect(answers.c.verdict).toBe('na');
    expect(previousAnswers(null)).toEqual({});
  });

  it('marks a repeat failure only when failed now and last time', () => {
    const answers = previousAnswers(past('r1', 4, 50, [q('a', false), q('b', true)]));
    expect(isRepeatFailure(q('a', false), answers.a)).toBe(true);
    expect(isRepeatFailure(q('a', true), answers.a)).toBe(false);
    expect(isRepeatFailure(q('a', false, true), answers.a)).toBe(false);
    expect(isRepeatFailure(q('b', false), answers.b)).toBe(false);
    expect(isRepeatFailure(q('z', false), undefined)).toBe(false);
  });

  it('skips the report being edited when picking the previous one', () => {
    const list = [past('r3', 3, 80), past('r2', 2, 70)];
    expect(lastOtherReport(list, 'r3')?.id).toBe('r2');
    expect(lastOtherReport(list, 'new')?.id).toBe('r3');
    expect(lastOtherReport([], 'x')).toBeNull();
  });
});

describe('scoreTrend', () => {
  const history = [6, 5, 4, 3, 2, 1].map((n) => past(`r${n}`, n, n * 10 + 0.5));

  it('takes the last five up to the report, oldest first, and the change against the previous', () => {
    const trend = scoreTrend(history, 'r6');
    expect(trend.points.map((p) => p.serialNo)).toEqual([2, 3, 4, 5, 6]);
    expect(trend.change).toBe(10);
  });

  it('ignores reports newer than the one shown and has no change for the first', () => {
    expect(scoreTrend(history, 'r4').points.map((p) => p.serialNo)).toEqual([1, 2, 3, 4]);
    expect(scoreTrend(history, 'r1')).toEqual({
      points: [{ serialNo: 1, score: 10.5, result: 'fail' }],
      change: null,
    });
    expect(scoreTrend(history, 'missing')).toEqual({ points: [], change: null });
  });
});
