import { collection, doc, type Firestore } from 'firebase/firestore';

export const COMPLIANCE_REPORTS = 'compliance_reports';

export const reportsCollection = (db: Firestore) => collection(db, COMPLIANCE_REPORTS);
export const reportDoc = (db: Firestore, id: string) => doc(db, COMPLIANCE_REPORTS, id);
