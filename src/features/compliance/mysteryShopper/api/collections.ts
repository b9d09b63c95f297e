import { collection, doc, type CollectionReference } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import type { MysteryShopperReport } from '../../model/types';

export const MYSTERY_SHOPPER_COLLECTION = 'mystery_shopper_reports';

/** Stored document: the shared shape without the id (it is the document id). */
export type MysteryShopperDoc = Omit<MysteryShopperReport, 'id'>;

export const reportsRef = () =>
  collection(db, MYSTERY_SHOPPER_COLLECTION) as CollectionReference<MysteryShopperDoc>;

export const reportDoc = (id: string) => doc(reportsRef(), id);

/** An id for a report not saved yet, so its files can be uploaded under it first. */
export const newReportId = () => doc(reportsRef()).id;

/** Storage folder of a report's attachments (storage.rules). */
export const reportFilesFolder = (reportId: string) => `${MYSTERY_SHOPPER_COLLECTION}/${reportId}`;
