import { collection, getDocs, query, where } from 'firebase/firestore';
import { db } from '@/lib/firebase';

/**
 * Ids of the territories listing `uid` in userIds: a Franchisee Owner's data scope (spec 01 §6).
 * The rules let an owner read exactly these territories, so this query is allowed.
 */
export async function listOwnerTerritoryIds(uid: string): Promise<string[]> {
  const snapshot = await getDocs(
    query(collection(db, 'territories'), where('userIds', 'array-contains', uid)),
  );
  return snapshot.docs.map((d) => d.id).sort();
}
