import { getDoc, type Firestore } from 'firebase/firestore';
import { toLocation, type ReportLocation } from '../../model/location';
import { franchiseLocationDoc } from '@/data/franchiseLocations';

/** One franchise location (null when missing or out of scope). */
export async function getLocation(
  firestore: Firestore,
  id: string,
): Promise<ReportLocation | null> {
  const snap = await getDoc(franchiseLocationDoc(firestore, id));
  return snap.exists() ? toLocation(snap.id, snap.data()) : null;
}
