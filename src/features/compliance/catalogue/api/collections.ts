import {
  collection,
  doc,
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { field, readConverter } from '@/lib/firestore/converter';
import type { ComplianceQuestion, ComplianceSection, QuestionWeight } from '../../model/types';
import { QUESTIONS_COLLECTION } from './question-writes';

export { QUESTIONS_COLLECTION } from './question-writes';
export const SECTIONS_COLLECTION = 'compliance_report_sections';

/** Stored documents: the shared shapes without the id (it is the document id). */
export type QuestionDoc = Omit<ComplianceQuestion, 'id'>;
export type SectionDoc = Omit<ComplianceSection, 'id'>;

/** A stored timestamp stays absent when missing (a pending server timestamp, a hand edit). */
function timestamps(data: DocumentData): Pick<QuestionDoc, 'createdAt' | 'updatedAt'> {
  const { createdAt, updatedAt } = data;
  return {
    ...(createdAt instanceof Timestamp ? { createdAt } : {}),
    ...(updatedAt instanceof Timestamp ? { updatedAt } : {}),
  };
}

const readWeight = (value: unknown): QuestionWeight =>
  value === 'dnq' ? 'dnq' : field.number(value);

export const readQuestion = (data: DocumentData): QuestionDoc => ({
  type: data.type === 'restaurant' ? 'restaurant' : 'truck',
  sectionId: field.text(data.sectionId),
  weight: readWeight(data.weight),
  question: field.text(data.question),
  order: field.number(data.order),
  ...timestamps(data),
});

export const readSection = (data: DocumentData): SectionDoc => ({
  name: field.text(data.name),
  nameLower: field.text(data.nameLower),
  orderInRestaurant: field.number(data.orderInRestaurant),
  orderInTruck: field.number(data.orderInTruck),
  updatedAtTimestamp: field.number(data.updatedAtTimestamp),
  ...timestamps(data),
});

const questionConverter = readConverter<QuestionDoc>(readQuestion);
const sectionConverter = readConverter<SectionDoc>(readSection);

export const questionsRef = (firestore: Firestore): CollectionReference<QuestionDoc> =>
  collection(firestore, QUESTIONS_COLLECTION).withConverter(questionConverter);
export const sectionsRef = (firestore: Firestore): CollectionReference<SectionDoc> =>
  collection(firestore, SECTIONS_COLLECTION).withConverter(sectionConverter);

export const questionDoc = (firestore: Firestore, id: string) => doc(questionsRef(firestore), id);
export const sectionDoc = (firestore: Firestore, id: string) => doc(sectionsRef(firestore), id);

/** Firestore batches take at most 500 writes. */
export const BATCH_LIMIT = 500;
