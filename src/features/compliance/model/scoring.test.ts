import { describe, expect, it } from 'vitest';
import { applyVerdicts, resultColor, scoreColor, scoreReport, withoutVerdicts } from './scoring';
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
    expect(s.notApplicable).toEqual([expect.stringMatching(/:20$/)]);
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

  it('lists every question once as "id:weight" under its verdict', () => {
    const a = q(5, true);
    const b = q('dnq', false);
    const c = q(3, false, true);
    const { passed, failed, notApplicable } = scoreReport([a, b, c]);
    expect(passed).toEqual([`${a.id}:5`]);
    expect(failed).toEqual([`${b.id}:dnq`]);
    expect(notApplicable).toEqual([`${c.id}:3`]);
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

describe('applyVerdicts', () => {
  it('takes pass, N/A and weight from the verdict lists, ignoring any stored answer fields', () => {
    // An old-style entry whose own fields say failed; the lists (what was scored) say passed.
    const questions = [
      { id: 'a', weight: 'dnq' as const, pass: false, isNotApplicable: false, comment: 'x' },
      { id: 'b', weight: 5, comment: '' },
      { id: 'c', weight: 2, comment: '' },
    ];
    const shown = applyVerdicts(questions, {
      passed: ['a:dnq'],
      failed: ['c:7'],
      notApplicable: ['b:3'],
    });
    expect(shown[0]).toMatchObject({
      pass: true,
      isNotApplicable: false,
      weight: 'dnq',
      comment: 'x',
    });
    expect(shown[1]).toMatchObject({ pass: true, isNotApplicable: true, weight: 3 });
    expect(shown[2]).toMatchObject({ pass: false, isNotApplicable: false, weight: 7 });
  });

  it('shows a question named in no list (or only in a malformed entry) as N/A: it was not scored', () => {
    const shown = applyVerdicts([{ id: 'a', weight: 4 }], { passed: ['a:25'], failed: 'a:4' });
    expect(shown).toEqual([{ id: 'a', weight: 4, pass: true, isNotApplicable: true }]);
  });

  it('round-trips what scoreReport lists through the stored entries without verdicts', () => {
    const questions = [q(7, true), q('dnq', false), q(2, true, true)];
    const lists = scoreReport(questions);
    const stored = withoutVerdicts(questions);
    expect(stored[0]).not.toHaveProperty('pass');
    expect(stored[0]).not.toHaveProperty('isNotApplicable');
    expect(applyVerdicts(stored, lists)).toEqual(questions);
  });
});
