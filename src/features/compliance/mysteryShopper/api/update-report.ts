import { serverTimestamp, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import type { MysteryShopperValues } from '../model/schemas';
import { reportDoc } from './collections';

export interface UpdateMysteryShopperInput extends MysteryShopperValues {
  id: string;
}

/** Saves an edited report; the author (userId, userName) stays the one who created it. */
export async function updateMysteryShopperReport(
  firestore: Firestore,
  { id, date, ...values }: UpdateMysteryShopperInput,
): Promise<void> {
  await updateDoc(reportDoc(firestore, id), {
    ...values,
    date: Timestamp.fromDate(date),
    updatedAt: serverTimestamp(),
  });
}
