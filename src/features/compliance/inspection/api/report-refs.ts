import { collection, doc } from 'firebase/firestore';
import { db } from '@/lib/firebase';

export const COMPLIANCE_REPORTS = 'compliance_reports';
export const reportRef = (id: string) => doc(db, COMPLIANCE_REPORTS, id);
/** A new report id chosen on the device, so photos and an offline draft can use it at once. */
export const newReportId = () => doc(collection(db, COMPLIANCE_REPORTS)).id;
