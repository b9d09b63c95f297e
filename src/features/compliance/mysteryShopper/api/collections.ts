import { collection, doc, type CollectionReference, type Firestore } from 'firebase/firestore';
import type { MysteryShopperReport } from '../../model/types';

export const MYSTERY_SHOPPER_COLLECTION = 'mystery_shopper_reports';

/** Stored document: the shared shape without the id (it is the document id). */
export type MysteryShopperDoc = Omit<MysteryShopperReport, 'id'>;

export const reportsRef = (firestore: Firestore) =>
  collection(firestore, MYSTERY_SHOPPER_COLLECTION) as CollectionReference<MysteryShopperDoc>;

export const reportDoc = (firestore: Firestore, id: string) => doc(reportsRef(firestore), id);

/** An id for a report not saved yet, so its files can be uploaded under it first. */
export const newReportId = (firestore: Firestore) => doc(reportsRef(firestore)).id;

/** Storage folder of a report's attachments (storage.rules). */
export const reportFilesFolder = (reportId: string) => `${MYSTERY_SHOPPER_COLLECTION}/${reportId}`;
