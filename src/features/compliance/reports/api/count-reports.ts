import { getCountFromServer, type DocumentData, type Query } from 'firebase/firestore';

/** Number of documents a list query matches (an aggregation: one read per 1000 documents). */
export async function countReports(listQuery: Query<DocumentData>): Promise<number> {
  const snapshot = await getCountFromServer(listQuery);
  return snapshot.data().count;
}
