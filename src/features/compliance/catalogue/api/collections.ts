import { doc, type CollectionReference, type Firestore } from 'firebase/firestore';
import {
  complianceReportQuestionsCollection,
  complianceReportSectionsCollection,
} from '@/data/complianceCatalogue';
import type { ComplianceQuestion, ComplianceSection } from '../../model/types';

/** Stored documents: the shared shapes without the id (it is the document id). */
export type QuestionDoc = Omit<ComplianceQuestion, 'id'>;
export type SectionDoc = Omit<ComplianceSection, 'id'>;

// The casts name the stored shapes, which firestore.rules check on every write.
export const questionsRef = (firestore: Firestore) =>
  complianceReportQuestionsCollection(firestore) as CollectionReference<QuestionDoc>;
export const sectionsRef = (firestore: Firestore) =>
  complianceReportSectionsCollection(firestore) as CollectionReference<SectionDoc>;

export const questionDoc = (firestore: Firestore, id: string) => doc(questionsRef(firestore), id);
export const sectionDoc = (firestore: Firestore, id: string) => doc(sectionsRef(firestore), id);

/** Firestore batches take at most 500 writes. */
export const BATCH_LIMIT = 500;
