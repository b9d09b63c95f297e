import { serverTimestamp, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import type { MysteryShopperValues } from '../model/schemas';
import { reportDoc } from './collections';

export interface CreateMysteryShopperInput extends MysteryShopperValues {
  /** Chosen before saving (newReportId) so the files were uploaded under it. */
  id: string;
  userId: string;
  userName: string;
}

/** Saves a new report once its files are uploaded (spec 02 §4). */
export async function createMysteryShopperReport(
  firestore: Firestore,
  { id, date, ...values }: CreateMysteryShopperInput,
): Promise<string> {
  await setDoc(reportDoc(firestore, id), {
    ...values,
    date: Timestamp.fromDate(date),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return id;
}
