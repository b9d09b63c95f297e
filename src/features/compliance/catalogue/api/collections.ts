import { collection, doc, type CollectionReference } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import type { ComplianceQuestion, ComplianceSection } from '../../model/types';
import { QUESTIONS_COLLECTION } from './question-writes';

export { QUESTIONS_COLLECTION } from './question-writes';
export const SECTIONS_COLLECTION = 'compliance_report_sections';

/** Stored documents: the shared shapes without the id (it is the document id). */
export type QuestionDoc = Omit<ComplianceQuestion, 'id'>;
export type SectionDoc = Omit<ComplianceSection, 'id'>;

export const questionsRef = () =>
  collection(db, QUESTIONS_COLLECTION) as CollectionReference<QuestionDoc>;
export const sectionsRef = () =>
  collection(db, SECTIONS_COLLECTION) as CollectionReference<SectionDoc>;

export const questionDoc = (id: string) => doc(questionsRef(), id);
export const sectionDoc = (id: string) => doc(sectionsRef(), id);

/** Firestore batches take at most 500 writes. */
export const BATCH_LIMIT = 500;
