import { getDoc, type Firestore } from 'firebase/firestore';
import type { DraftOrder } from '../model/types';
import { draftFromSnapshot, draftOrderRef } from '@/data/orders';

/** One of the caller's drafts, or null when it does not exist. */
export async function getDraft(firestore: Firestore, id: string): Promise<DraftOrder | null> {
  return draftFromSnapshot(await getDoc(draftOrderRef(firestore, id)));
}
