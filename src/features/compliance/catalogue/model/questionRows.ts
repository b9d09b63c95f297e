import { groupQuestionsBySection } from '../../model/sections';
import {
  LOCATION_TYPES,
  LOCATION_TYPE_NAMES,
  type ComplianceQuestion,
  type ComplianceSection,
  type LocationType,
} from '../../model/types';

/** A question as the list shows it: with its type and section names. */
export interface QuestionRow extends ComplianceQuestion {
  typeName: string;
  sectionName: string;
}

/**
 * Rows in the order a compliance form asks them: per type (restaurant first), sections in that
 * type's order, questions by order. Questions whose section is gone come last, so they can still
 * be found and fixed.
 */
export function questionRows(
  questions: readonly ComplianceQuestion[],
  sections: readonly ComplianceSection[],
  types: readonly LocationType[] = LOCATION_TYPES,
): QuestionRow[] {
  const row = (question: ComplianceQuestion, sectionName: string): QuestionRow => ({
    ...question,
    typeName: LOCATION_TYPE_NAMES[question.type],
    sectionName,
  });
  const known = new Set(sections.map((s) => s.id));
  const grouped = types.flatMap((type) =>
    groupQuestionsBySection(questions, sections, type).flatMap(({ section, questions: list }) =>
      list.map((question) => row(question, section.name)),
    ),
  );
  const orphans = questions
    .filter((q) => types.includes(q.type) && !known.has(q.sectionId))
    .map((question) => row(question, 'Unknown section'));
  return [...grouped, ...orphans];
}
