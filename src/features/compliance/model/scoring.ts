import type { QuestionWeight, ReportQuestion, ReportResult } from './types';
import { RESULT_NAMES } from './types';
import { verdictEntry, parseVerdictEntry } from './verdictEntry';

/**
 * Compliance scoring (spec 02 §4), the only place it is computed.
 * score = sum of weights of passed questions / sum of all weights x 100, leaving out dnq-weight
 * and N/A questions; result is dnq when any applicable dnq-weight question failed, otherwise pass
 * at PASS_THRESHOLD or more, otherwise fail.
 */

const PASS_THRESHOLD = 60;
type Graded = Pick<ReportQuestion, 'id' | 'weight' | 'pass' | 'isNotApplicable'>;

/**
 * A report's verdicts as stored (issue 10): three disjoint lists of verdict entries
 * ("questionId:weight", model/verdictEntry.ts). They are the only stored answer: question
 * entries carry no pass / N/A of their own, so nothing can contradict what was scored; the
 * server scores them against the catalogue when it publishes or updates a report.
 */
interface ReportVerdicts {
  passed: string[];
  failed: string[];
  notApplicable: string[];
}

export interface ReportScore extends ReportVerdicts {
  /** 0-100 rounded to one decimal; 0 when no weighted question applies (nothing earned). */
  score: number;
  scoreName: string;
  result: ReportResult;
  resultName: string;
}

function isDnqWeight(weight: QuestionWeight): weight is 'dnq' {
  return weight === 'dnq';
}

/** The verdict lists of answered questions, in question order. */
function verdictsOf(questions: readonly Graded[]): ReportVerdicts {
  const verdicts: ReportVerdicts = { passed: [], failed: [], notApplicable: [] };
  for (const question of questions) {
    const list = question.isNotApplicable ? 'notApplicable' : question.pass ? 'passed' : 'failed';
    verdicts[list].push(verdictEntry(question));
  }
  return verdicts;
}

/**
 * Rebuilds each question's pass / N/A and weight from the stored verdict lists: every screen
 * (view, PDF, edit form, history, actions) shows what was scored. A question named in no list was
 * not scored and shows as N/A (it counted for nothing); N/A shows its switch on Pass, so turning
 * N/A off in the form starts from a pass as a new question does.
 */
export function applyVerdicts<Q extends Pick<ReportQuestion, 'id' | 'weight'>>(
  questions: readonly Q[],
  verdicts: Partial<Record<keyof ReportVerdicts, unknown>>,
): (Q & Pick<ReportQuestion, 'pass' | 'isNotApplicable'>)[] {
  const byId = new Map<string, { verdict: keyof ReportVerdicts; weight: QuestionWeight }>();
  for (const verdict of ['passed', 'failed', 'notApplicable'] as const) {
    const list = verdicts[verdict];
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const parsed = parseVerdictEntry(entry);
      if (parsed && !byId.has(parsed.id)) byId.set(parsed.id, { verdict, weight: parsed.weight });
    }
  }
  return questions.map((question) => {
    const found = byId.get(question.id);
    if (!found) return { ...question, pass: true, isNotApplicable: true };
    return {
      ...question,
      weight: found.weight,
      pass: found.verdict !== 'failed',
      isNotApplicable: found.verdict === 'notApplicable',
    };
  });
}

/** Question entries as stored: the answer lives in the verdict lists, not in the entries. */
export function withoutVerdicts<Q extends Graded>(
  questions: readonly Q[],
): Omit<Q, 'pass' | 'isNotApplicable'>[] {
  return questions.map((question) => {
    const entry: Partial<Q> = { ...question };
    delete entry.pass;
    delete entry.isNotApplicable;
    return entry as Omit<Q, 'pass' | 'isNotApplicable'>;
  });
}

export function scoreReport(questions: readonly Graded[]): ReportScore {
  let earned = 0;
  let possible = 0;
  let dnqFailed = false;
  for (const question of questions) {
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
    ...verdictsOf(questions),
  };
}

type ScoreColor = 'success' | 'warning' | 'error';

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
