import { doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@/data/collections';
import { mysteryShopperReportRecord, mysteryShopperReportRecords } from '@/data/mysteryShopper';

/* The reports' refs, read by the stored shape's reader (src/data/mysteryShopper.ts). */

export const reportsRef = (firestore: Firestore) => mysteryShopperReportRecords(firestore);

export const reportDoc = (firestore: Firestore, id: string) =>
  mysteryShopperReportRecord(firestore, id);

/** An id for a report not saved yet, so its files can be uploaded under it first. */
export const newReportId = (firestore: Firestore) => doc(reportsRef(firestore)).id;

/** Storage folder of a report's attachments, named after its collection (storage.rules). */
export const reportFilesFolder = (reportId: string) =>
  `${COLLECTIONS.mysteryShopperReports}/${reportId}`;
