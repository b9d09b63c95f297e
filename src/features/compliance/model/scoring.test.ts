import { describe, expect, it } from 'vitest';
import { applyGrades, resultColor, scoreColor, scoreReport } from './scoring';
import type { QuestionWeight } from './types';

let next = 0;
function q(weight: QuestionWeight, pass: boolean, isNotApplicable = false) {
  next += 1;
  return { id: `q${next}`, weight, pass, isNotApplicable };
}

describe('scoreReport', () => {
  it('divides passed weights by all weights', () => {
    const s = scoreReport([q(5, true), q(3, false), q(2, true)]);
    expect(s.score).toBe(70);
    expect(s.result).toBe('pass');
    expect(s.scoreName).toBe('70%');
    expect(s.resultName).toBe('Pass');
  });

  it('passes at exactly 60 and fails just below', () => {
    expect(scoreReport([q(3, true), q(2, false)]).result).toBe('pass');
    expect(scoreReport([q(3, true), q(2, false)]).score).toBe(60);
    const below = scoreReport([q(59, true), q(41, false)]);
    expect(below.score).toBe(59);
    expect(below.result).toBe('fail');
  });

  it('decides the threshold on the unrounded score: 59.95 % shows as 60 % and fails', () => {
    // 1199 of 2000 points: 59 x 20 + 19 passed, 40 x 20 + 1 failed.
    const questions = [
      ...Array.from({ length: 59 }, () => q(20, true)),
      q(19, true),
      ...Array.from({ length: 40 }, () => q(20, false)),
      q(1, false),
    ];
    const s = scoreReport(questions);
    expect(s.score).toBe(60);
    expect(s.result).toBe('fail');
    expect(scoreColor(s.score, s.result)).toBe('warning');
  });

  it('leaves N/A questions out of both sums', () => {
    const s = scoreReport([q(10, true), q(20, false, true)]);
    expect(s.score).toBe(100);
    expect(s.grades[Object.keys(s.grades)[1]]).toBe('na:20');
  });

  it('leaves dnq questions out of the score', () => {
    const s = scoreReport([q(4, true), q(6, false), q('dnq', true)]);
    expect(s.score).toBe(40);
    expect(s.result).toBe('fail');
  });

  it('is dnq when an applicable dnq question failed, whatever the score', () => {
    const s = scoreReport([q(10, true), q('dnq', false)]);
    expect(s.score).toBe(100);
    expect(s.result).toBe('dnq');
    expect(s.scoreName).toBe('DNQ');
    expect(s.resultName).toBe('DNQ');
  });

  it('ignores a failed dnq question marked N/A', () => {
    expect(scoreReport([q(10, true), q('dnq', false, true)]).result).toBe('pass');
  });

  it('scores 0 and fails when no weighted question applies', () => {
    const s = scoreReport([q(5, true, true), q('dnq', true)]);
    expect(s.score).toBe(0);
    expect(s.result).toBe('fail');
  });

  it('rounds to one decimal', () => {
    expect(scoreReport([q(1, true), q(2, false)]).score).toBe(33.3);
    expect(scoreReport([q(2, true), q(1, false)]).score).toBe(66.7);
  });

  it('writes one grade token per question', () => {
    const a = q(5, true);
    const b = q('dnq', false);
    const c = q(3, false, true);
    expect(scoreReport([a, b, c]).grades).toEqual({
      [a.id]: 'pass:5',
      [b.id]: 'fail:dnq',
      [c.id]: 'na:3',
    });
  });
});

describe('colours', () => {
  it('colours the score: dnq error, 60+ success, else warning', () => {
    expect(scoreColor(90, 'dnq')).toBe('error');
    expect(scoreColor(60, 'pass')).toBe('success');
    expect(scoreColor(59.9, 'fail')).toBe('warning');
  });
  it('colours the result: pass success, dnq error, fail warning', () => {
    expect(resultColor('pass')).toBe('success');
    expect(resultColor('dnq')).toBe('error');
    expect(resultColor('fail')).toBe('warning');
  });
});

describe('applyGrades', () => {
  it('takes pass, N/A and weight from the scored grade, not from contradicting question fields', () => {
    // A forged report: the dnq question's fields say failed, its grade (scored Pass) says passed.
    const questions = [
      { id: 'a', weight: 'dnq' as const, pass: false, isNotApplicable: false, comment: 'x' },
      { id: 'b', weight: 5, pass: true, isNotApplicable: false, comment: '' },
    ];
    const shown = applyGrades(questions, { a: 'pass:dnq', b: 'na:3' });
    expect(shown[0]).toMatchObject({
      pass: true,
      isNotApplicable: false,
      weight: 'dnq',
      comment: 'x',
    });
    expect(shown[1]).toMatchObject({ pass: true, isNotApplicable: true, weight: 3 });
  });

  it('leaves a question without a known grade as stored', () => {
    const questions = [{ id: 'a', weight: 4, pass: false, isNotApplicable: false }];
    expect(applyGrades(questions, { a: 'maybe:4' })).toEqual(questions);
    expect(applyGrades(questions, undefined)).toEqual(questions);
  });

  it('round-trips what scoreReport grades', () => {
    const questions = [q(7, true), q('dnq', false), q(2, true, true)];
    const { grades } = scoreReport(questions);
    const forged = questions.map((x) => ({ ...x, isNotApplicable: false, weight: 1 }));
    expect(applyGrades(forged, grades)).toEqual(questions);
  });
});
