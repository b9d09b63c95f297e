import { collection, doc } from 'firebase/firestore';
import { db } from '@/lib/firebase';

export const COMPLIANCE_REPORTS = 'compliance_reports';

export const reportsCollection = () => collection(db, COMPLIANCE_REPORTS);
export const reportDoc = (id: string) => doc(db, COMPLIANCE_REPORTS, id);
