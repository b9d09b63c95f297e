import type { QuestionWeight } from '@/data/complianceCatalogue';

/**
 * A verdict entry "questionId:weight": a published report stores its answers only as lists of
 * these (model/scoring.ts), so every weight it was scored with travels with its verdict.
 */

const WEIGHT_PATTERN = /^([^:]+):(dnq|[1-9]|1[0-9]|20)$/;

/** The verdict entry of a question: "questionId:weight" ("q1:5", "q2:dnq"). */
export function verdictEntry(question: { id: string; weight: QuestionWeight }): string {
  return `${question.id}:${question.weight}`;
}

/** The question and weight an entry stands for; null when it is not a valid entry. */
export function parseVerdictEntry(entry: unknown): { id: string; weight: QuestionWeight } | null {
  if (typeof entry !== 'string') return null;
  const match = WEIGHT_PATTERN.exec(entry);
  if (!match) return null;
  return { id: match[1], weight: match[2] === 'dnq' ? 'dnq' : Number(match[2]) };
}
