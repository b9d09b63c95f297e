import { doc } from 'firebase/firestore';
import { complianceReportDoc, complianceReportsCollection } from '@/data/complianceReports';
import { db } from '@/lib/firebase';

export const reportRef = (id: string) => complianceReportDoc(db, id);
/** A new report id chosen on the device, so photos and an offline draft can use it at once. */
export const newReportId = () => doc(complianceReportsCollection(db)).id;
