import { getDoc, type Firestore } from 'firebase/firestore';
import type { MysteryShopperReport } from '../../model/types';
import { reportDoc } from './collections';

/** One report, or null when it does not exist. Out-of-scope reports are refused by the rules. */
export async function getMysteryShopperReport(
  firestore: Firestore,
  id: string,
): Promise<MysteryShopperReport | null> {
  const snapshot = await getDoc(reportDoc(firestore, id));
  const data = snapshot.data();
  return data ? { ...data, id: snapshot.id } : null;
}
