import { groupQuestionsBySection, sectionOrderField } from '../../model/sections';
import { scoreReport, type ReportScore } from '../../model/scoring';
import {
  LOCATION_TYPE_NAMES,
  type ComplianceQuestion,
  type ComplianceSection,
  type LocationType,
  type ReportImage,
  type ReportQuestion,
} from '../../model/types';

/** Longest comment and notes the form (and firestore.rules) accept. */
const COMMENT_MAX = 1000;
const NOTES_MAX = 5000;

/** Which report the form holds: a new one, a stored draft, or a published report to edit. */
export type FormMode = 'new' | 'draft' | 'edit';

/** What the inspector edits: the answered questions and the two notes. */
export interface ReportFormValues {
  questions: ReportQuestion[];
  highlightNotes: string;
  lowlightNotes: string;
}

/** What a report copies of a catalogue question and section (the stamps are not needed). */
export type CatalogueQuestion = Pick<
  ComplianceQuestion,
  'id' | 'question' | 'weight' | 'order' | 'sectionId' | 'type'
>;
export type CatalogueSection = Pick<
  ComplianceSection,
  'id' | 'name' | 'orderInRestaurant' | 'orderInTruck' | 'updatedAtTimestamp'
>;

/**
 * The questions of a new report (spec 02 §4): every catalogue question of the location's type,
 * grouped by section in report order, each passing and applicable, with no comment or photo.
 */
export function newReportQuestions(
  catalogue: readonly CatalogueQuestion[],
  sections: readonly CatalogueSection[],
  type: LocationType,
): ReportQuestion[] {
  const field = sectionOrderField(type);
  return groupQuestionsBySection(catalogue, sections, type).flatMap(({ section, questions }) =>
    questions.map((q) => ({
      id: q.id,
      question: q.question,
      type,
      typeName: LOCATION_TYPE_NAMES[type],
      weight: q.weight,
      order: q.order,
      sectionId: section.id,
      sectionName: section.name,
      section: section[field],
      pass: true,
      isNotApplicable: false,
      comment: '',
      images: [],
    })),
  );
}

/** Questions of a report grouped by section, in the stored order (sections first by `section`). */
export interface QuestionGroup {
  sectionId: string;
  sectionName: string;
  questions: ReportQuestion[];
}

export function groupReportQuestions(questions: readonly ReportQuestion[]): QuestionGroup[] {
  const groups: QuestionGroup[] = [];
  const byId = new Map<string, QuestionGroup>();
  const sorted = [...questions].sort((a, b) => a.section - b.section || a.order - b.order);
  for (const q of sorted) {
    let group = byId.get(q.sectionId);
    if (!group) {
      group = { sectionId: q.sectionId, sectionName: q.sectionName, questions: [] };
      byId.set(q.sectionId, group);
      groups.push(group);
    }
    group.questions.push(q);
  }
  return groups;
}

/** Each group's first question number: questions are numbered on through the report, from 1. */
export function firstQuestionNumbers(groups: readonly QuestionGroup[]): number[] {
  const firsts: number[] = [];
  let next = 1;
  for (const group of groups) {
    firsts.push(next);
    next += group.questions.length;
  }
  return firsts;
}

/** One change to one question. */
export type QuestionPatch = Partial<
  Pick<ReportQuestion, 'pass' | 'isNotApplicable' | 'comment' | 'images'>
>;

export type FormAction =
  | { type: 'load'; values: ReportFormValues }
  | { type: 'question'; id: string; patch: QuestionPatch }
  | { type: 'addImage'; id: string; image: ReportImage }
  | { type: 'removeImage'; id: string; fileName: string }
  | { type: 'notes'; field: 'highlightNotes' | 'lowlightNotes'; value: string }
  | { type: 'reorder'; questions: ReportQuestion[] };

/** The form's reducer: pure, so every answer rule is unit-tested without rendering. */
export function formReducer(state: ReportFormValues, action: FormAction): ReportFormValues {
  const mapQuestion = (id: string, fn: (q: ReportQuestion) => ReportQuestion) => ({
    ...state,
    questions: state.questions.map((q) => (q.id === id ? fn(q) : q)),
  });
  switch (action.type) {
    case 'load':
      return action.values;
    case 'question':
      return mapQuestion(action.id, (q) => ({ ...q, ...action.patch }));
    case 'addImage':
      return mapQuestion(action.id, (q) => ({ ...q, images: [...q.images, action.image] }));
    case 'removeImage':
      return mapQuestion(action.id, (q) => ({
        ...q,
        images: q.images.filter((i) => i.fileName !== action.fileName),
      }));
    case 'notes':
      return { ...state, [action.field]: action.value };
    case 'reorder':
      return { ...state, questions: action.questions };
  }
}

/** Validation messages by field ("questions.<id>.comment", "highlightNotes", ...). */
export type FormErrors = Record<string, string>;

const tooLong = (max: number) => `Must be at most ${max} characters`;

export function validateReport(values: ReportFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const q of values.questions) {
    if (q.comment.length > COMMENT_MAX) errors[`questions.${q.id}.comment`] = tooLong(COMMENT_MAX);
  }
  if (values.highlightNotes.length > NOTES_MAX) errors.highlightNotes = tooLong(NOTES_MAX);
  if (values.lowlightNotes.length > NOTES_MAX) errors.lowlightNotes = tooLong(NOTES_MAX);
  return errors;
}

/** Live score of the form (the one scoring module). */
export function liveScore(values: ReportFormValues): ReportScore {
  return scoreReport(values.questions);
}

/**
 * Report questions in the order of reordered `groups`: sections numbered from 1, questions from 1
 * within their (possibly new) section, carrying the section's id and name.
 */
export function applyReorder(groups: readonly QuestionGroup[]): ReportQuestion[] {
  return groups.flatMap((group, gi) =>
    group.questions.map((q, qi) => ({
      ...q,
      sectionId: group.sectionId,
      sectionName: group.sectionName,
      section: gi + 1,
      order: qi + 1,
    })),
  );
}
