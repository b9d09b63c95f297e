import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * compliance_reports/{id}: inspections, drafts and published (spec 02).
 * Its refs, taking the Firestore instance (the browser's or, later, the server's).
 */

export const complianceReportsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.complianceReports);

export const complianceReportDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.complianceReports, id);

/*
 * compliance_signoffs/{reportId}: the signatures and timing of a published report, written in its
 * publish transaction; its id is the report's.
 */

export const complianceSignoffsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.complianceSignoffs);

export const complianceSignoffDoc = (db: Firestore, reportId: string) =>
  doc(db, COLLECTIONS.complianceSignoffs, reportId);
