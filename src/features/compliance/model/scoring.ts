import type { QuestionWeight, ReportQuestion, ReportResult } from './types';
import { RESULT_NAMES } from './types';

/**
 * Compliance scoring (spec 02 §4), the only place it is computed.
 * score = sum of weights of passed questions / sum of all weights x 100, leaving out dnq-weight
 * and N/A questions; result is dnq when any applicable dnq-weight question failed, otherwise pass
 * at PASS_THRESHOLD or more, otherwise fail.
 */

export const PASS_THRESHOLD = 60;
export const MIN_WEIGHT = 1;
export const MAX_WEIGHT = 20;

type Graded = Pick<ReportQuestion, 'id' | 'weight' | 'pass' | 'isNotApplicable'>;

export interface ReportScore {
  /** 0-100 rounded to one decimal; 0 when no weighted question applies (nothing earned). */
  score: number;
  scoreName: string;
  result: ReportResult;
  resultName: string;
  /** Per question "pass:5", "fail:dnq", "na:3": the form firestore.rules re-scores. */
  grades: Record<string, string>;
}

export function isDnqWeight(weight: QuestionWeight): weight is 'dnq' {
  return weight === 'dnq';
}

/** The grade token of one question, e.g. "pass:5"; firestore.rules counts these tokens. */
export function gradeOf(question: Graded): string {
  const verdict = question.isNotApplicable ? 'na' : question.pass ? 'pass' : 'fail';
  return `${verdict}:${question.weight}`;
}

/** The answer a grade token stands for ("na:3" -> N/A, weight 3); null for an unknown token. */
export function answerOfGrade(
  token: unknown,
): Pick<ReportQuestion, 'pass' | 'isNotApplicable' | 'weight'> | null {
  if (typeof token !== 'string') return null;
  const match = /^(pass|fail|na):(dnq|[1-9]|1[0-9]|20)$/.exec(token);
  if (!match) return null;
  const [, verdict, weight] = match;
  return {
    pass: verdict === 'pass',
    isNotApplicable: verdict === 'na',
    weight: weight === 'dnq' ? 'dnq' : Number(weight),
  };
}

/**
 * The stored `grades` are what the rules score, so they are the answers: every screen (view, PDF,
 * edit form) takes each question's pass / N/A / weight from its grade, and a report whose
 * question fields were written to contradict its grades shows what was scored (issue 10).
 */
export function applyGrades<Q extends Graded>(
  questions: readonly Q[],
  grades: Readonly<Record<string, unknown>> | undefined,
): Q[] {
  return questions.map((question) => {
    const answer = answerOfGrade(grades?.[question.id]);
    if (!answer) return question;
    // An N/A grade says nothing about the switch under it: keep the stored one.
    return { ...question, ...answer, pass: answer.isNotApplicable ? question.pass : answer.pass };
  });
}

export function scoreReport(questions: readonly Graded[]): ReportScore {
  let earned = 0;
  let possible = 0;
  let dnqFailed = false;
  const grades: Record<string, string> = {};
  for (const question of questions) {
    grades[question.id] = gradeOf(question);
    if (question.isNotApplicable) continue;
    if (isDnqWeight(question.weight)) {
      if (!question.pass) dnqFailed = true;
      continue;
    }
    possible += question.weight;
    if (question.pass) earned += question.weight;
  }
  const score = possible === 0 ? 0 : Math.round((earned / possible) * 1000) / 10;
  // The threshold is decided on the unrounded ratio (as firestore.rules do, in whole numbers):
  // 59.95 % shows as 60 % but fails.
  const passes = possible > 0 && earned * 100 >= PASS_THRESHOLD * possible;
  const result: ReportResult = dnqFailed ? 'dnq' : passes ? 'pass' : 'fail';
  return {
    score,
    scoreName: result === 'dnq' ? 'DNQ' : `${score}%`,
    result,
    resultName: RESULT_NAMES[result],
    grades,
  };
}

export type ScoreColor = 'success' | 'warning' | 'error';

/**
 * Score colour (spec 02 §4): dnq error, 60 or more success, otherwise warning. "60 or more" is
 * the unrounded score, which the result already carries (a 59.95 % shown as 60 % is a warning).
 */
export function scoreColor(score: number, result: ReportResult): ScoreColor {
  if (result === 'dnq') return 'error';
  return result === 'pass' && score >= PASS_THRESHOLD ? 'success' : 'warning';
}

/** Result colour (spec 02 §4): pass success, dnq error, otherwise warning. */
export function resultColor(result: ReportResult): ScoreColor {
  if (result === 'pass') return 'success';
  return result === 'dnq' ? 'error' : 'warning';
}
