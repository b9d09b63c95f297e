import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { llcOptions } from '@/data/referenceData';

/** The name of LLC `llcId`, '' when it does not exist. */
export async function getLlcName(firestore: Firestore, llcId: string): Promise<string> {
  const snapshot = await getDoc(doc(llcOptions(firestore), llcId));
  return snapshot.data()?.name ?? '';
}
