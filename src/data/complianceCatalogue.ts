import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * The compliance catalogue (spec 02 §3): compliance_report_sections/{id},
 * compliance_report_questions/{id}, and compliance_catalogue_index/{id}, the questions' weight
 * index that every question write rewrites in the same transaction (one document, `weights`:
 * features/compliance/model/catalogueIndex.ts). Their refs, taking the Firestore instance (the
 * browser's or, later, the server's).
 */

export const complianceReportSectionsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.complianceReportSections);

export const complianceReportSectionDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.complianceReportSections, id);

export const complianceReportQuestionsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.complianceReportQuestions);

export const complianceReportQuestionDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.complianceReportQuestions, id);

export const complianceCatalogueIndexCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.complianceCatalogueIndex);

export const complianceCatalogueIndexDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.complianceCatalogueIndex, id);
