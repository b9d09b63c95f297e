import { collection, doc, type DocumentData, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { field, readStamps, type Stamps, typedRefs } from './converter';
import { isLocationType, type LocationType } from './franchiseLocations';

/*
 * The compliance catalogue (spec 02 §3): compliance_report_sections/{id},
 * compliance_report_questions/{id}. Their stored shapes with their readers
 * and converters, and their refs, taking the Firestore instance (the browser's or, later, the
 * server's). Creates and transactional writes (serverTimestamp()) use the raw refs.
 */

const complianceReportSectionsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.complianceReportSections);

const complianceReportSectionDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.complianceReportSections, id);

const complianceReportQuestionsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.complianceReportQuestions);

export const complianceReportQuestionDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.complianceReportQuestions, id);

/** A franchise location's type, as a question, a report and its location carry it. */
export type { LocationType };

/** A compliance location type as stored; anything else reads as a truck. */
export const readComplianceLocationType = (value: unknown): LocationType =>
  isLocationType(value) ? value : 'truck';

/** Weights 1 to 20, or "dnq": failing a dnq question fails the whole report (spec 02 §4). */
export type QuestionWeight = number | 'dnq';

/** A stored weight: "dnq" or a number (anything else reads as 0, which scores nothing). */
export const readQuestionWeight = (value: unknown): QuestionWeight =>
  value === 'dnq' ? 'dnq' : field.number(value);

/** compliance_report_questions/{id} without its id (the document's). */
interface QuestionDoc extends Stamps {
  type: LocationType;
  sectionId: string;
  weight: QuestionWeight;
  question: string;
  order: number;
}

export interface ComplianceQuestion extends QuestionDoc {
  id: string;
}

/** compliance_report_sections/{id} without its id (the document's). */
interface SectionDoc extends Stamps {
  name: string;
  /** Lower-cased name, kept so uniqueness can be checked with one equality query. */
  nameLower: string;
  orderInRestaurant: number;
  orderInTruck: number;
  updatedAtTimestamp: number;
}

export interface ComplianceSection extends SectionDoc {
  id: string;
}

export const readQuestion = (data: DocumentData): QuestionDoc => ({
  type: readComplianceLocationType(data.type),
  sectionId: field.text(data.sectionId),
  weight: readQuestionWeight(data.weight),
  question: field.text(data.question),
  order: field.number(data.order),
  ...readStamps(data),
});

export const readSection = (data: DocumentData): SectionDoc => ({
  name: field.text(data.name),
  nameLower: field.text(data.nameLower),
  orderInRestaurant: field.number(data.orderInRestaurant),
  orderInTruck: field.number(data.orderInTruck),
  updatedAtTimestamp: field.number(data.updatedAtTimestamp),
  ...readStamps(data),
});

const questionRefs = typedRefs(
  complianceReportQuestionsCollection,
  complianceReportQuestionDoc,
  readQuestion,
);

/** `compliance_report_questions`, read as QuestionDoc (readQuestion). */
export const questionRecords = questionRefs.collection;

export const questionRecord = questionRefs.doc;

const sectionRefs = typedRefs(
  complianceReportSectionsCollection,
  complianceReportSectionDoc,
  readSection,
);

/** `compliance_report_sections`, read as SectionDoc (readSection). */
export const sectionRecords = sectionRefs.collection;

export const sectionRecord = sectionRefs.doc;
