/**
 * Validation of the question and section forms (spec 02 §5) and the pure conversions from form
 * values to what the api modules save. Limits mirror firestore.rules.
 */
import * as yup from 'yup';
import { LOCATION_TYPES, type LocationType, type QuestionWeight } from '../../model/types';

export const MAX_TEXT = 255;
const MIN_WEIGHT = 1;
const MAX_WEIGHT = 20;

export const catalogueMessages = {
  typeRequired: 'Select a franchisee type',
  sectionRequired: 'Select a section',
  weightRequired: 'Select weight',
  questionRequired: 'Input question text',
  sectionNameRequired: 'Section title is required',
  sectionNameTaken: 'The section name has been already used.',
  orderRequired: 'Enter a whole number of 1 or more',
  tooLong: `Must be at most ${MAX_TEXT} characters`,
  questionCreated: 'Compliance report question created',
  questionUpdated: 'Compliance report question updated',
  questionCreateFailed: 'Compliance report question creation failed',
  questionUpdateFailed: 'Compliance report question update failed',
  sectionCreated: 'Compliance report section created',
  sectionUpdated: 'Compliance report section updated',
  sectionCreateFailed: 'Compliance report section creation failed',
  sectionUpdateFailed: 'Compliance report section update failed',
} as const;

/** Every weight a question may have, in the order the form lists them (spec 02 §9). */
export const WEIGHT_VALUES: readonly QuestionWeight[] = [
  ...Array.from({ length: MAX_WEIGHT }, (_, i) => i + MIN_WEIGHT),
  'dnq',
];

/** The question list's weight filter offers only these (spec 02 §9). */
export const WEIGHT_FILTER_VALUES: readonly QuestionWeight[] = [1, 2, 3, 4, 5, 'dnq'];

export function weightLabel(weight: QuestionWeight): string {
  return weight === 'dnq' ? 'DNQ' : String(weight);
}

/** A select's string back to a weight; anything else is null. */
export function parseWeight(value: string): QuestionWeight | null {
  if (value === 'dnq') return 'dnq';
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= MIN_WEIGHT && n <= MAX_WEIGHT ? n : null;
}

export type TypeTab = LocationType | 'all';

/** The questions list tab from `?type=`; anything unknown falls back to all (spec 02 §2). */
export function parseTypeTab(value: string | null): TypeTab {
  return (LOCATION_TYPES as readonly string[]).includes(value ?? '')
    ? (value as LocationType)
    : 'all';
}

// ---------------------------------------------------------------------------------------------
// Question

/** Form values: selects hold strings, so weight is '1'..'20', 'dnq' or '' until chosen. */
export interface QuestionFormValues {
  type: LocationType | '';
  sectionId: string;
  weight: string;
  question: string;
}

export const emptyQuestionForm: QuestionFormValues = {
  type: '',
  sectionId: '',
  weight: '',
  question: '',
};

export const questionSchema = yup.object({
  type: yup
    .string()
    .oneOf([...LOCATION_TYPES], catalogueMessages.typeRequired)
    .required(catalogueMessages.typeRequired),
  sectionId: yup.string().required(catalogueMessages.sectionRequired),
  weight: yup
    .string()
    .required(catalogueMessages.weightRequired)
    .test(
      'weight',
      catalogueMessages.weightRequired,
      (value) => !value || parseWeight(value) !== null,
    ),
  question: yup
    .string()
    .trim()
    .required(catalogueMessages.questionRequired)
    .max(MAX_TEXT, catalogueMessages.tooLong),
});

/** What a question save writes besides order and timestamps. */
export interface QuestionValues {
  type: LocationType;
  sectionId: string;
  weight: QuestionWeight;
  question: string;
}

/** Valid form values (after the schema passed) to stored values: trimmed text, typed weight. */
export function toQuestionValues(values: QuestionFormValues): QuestionValues {
  const weight = parseWeight(values.weight);
  if (!values.type || weight === null) throw new Error('The question form is not valid');
  return {
    type: values.type,
    sectionId: values.sectionId,
    weight,
    question: values.question.trim(),
  };
}

export function questionFormValues(question: QuestionValues): QuestionFormValues {
  return {
    type: question.type,
    sectionId: question.sectionId,
    weight: String(question.weight),
    question: question.question,
  };
}

// ---------------------------------------------------------------------------------------------
// Section

/** Orders are text inputs (numeric keypad, no scroll-wheel changes); '' on a new section. */
export interface SectionFormValues {
  name: string;
  orderInRestaurant: string;
  orderInTruck: string;
}

export const emptySectionForm: SectionFormValues = {
  name: '',
  orderInRestaurant: '',
  orderInTruck: '',
};

const orderField = yup
  .string()
  .trim()
  .required(catalogueMessages.orderRequired)
  .matches(/^\d{1,6}$/, catalogueMessages.orderRequired)
  .test('positive', catalogueMessages.orderRequired, (value) => Number(value) >= 1);

const sectionName = yup
  .string()
  .trim()
  .required(catalogueMessages.sectionNameRequired)
  .max(MAX_TEXT, catalogueMessages.tooLong);

/** A new section takes the next order for both types, so only the name is asked. */
export const newSectionSchema = yup.object({ name: sectionName });

export const editSectionSchema = yup.object({
  name: sectionName,
  orderInRestaurant: orderField,
  orderInTruck: orderField,
});

/** The stored name and its lower-cased twin used for the uniqueness query. */
export function toSectionName(name: string): { name: string; nameLower: string } {
  const trimmed = name.trim();
  return { name: trimmed, nameLower: trimmed.toLowerCase() };
}
