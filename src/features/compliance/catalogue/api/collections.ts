import { collection, doc, type CollectionReference, type Firestore } from 'firebase/firestore';
import type { ComplianceQuestion, ComplianceSection } from '../../model/types';
import { QUESTIONS_COLLECTION } from './question-writes';

export { QUESTIONS_COLLECTION } from './question-writes';
export const SECTIONS_COLLECTION = 'compliance_report_sections';

/** Stored documents: the shared shapes without the id (it is the document id). */
export type QuestionDoc = Omit<ComplianceQuestion, 'id'>;
export type SectionDoc = Omit<ComplianceSection, 'id'>;

export const questionsRef = (firestore: Firestore) =>
  collection(firestore, QUESTIONS_COLLECTION) as CollectionReference<QuestionDoc>;
export const sectionsRef = (firestore: Firestore) =>
  collection(firestore, SECTIONS_COLLECTION) as CollectionReference<SectionDoc>;

export const questionDoc = (firestore: Firestore, id: string) => doc(questionsRef(firestore), id);
export const sectionDoc = (firestore: Firestore, id: string) => doc(sectionsRef(firestore), id);

/** Firestore batches take at most 500 writes. */
export const BATCH_LIMIT = 500;
