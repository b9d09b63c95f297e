import { getDoc, type Firestore } from 'firebase/firestore';
import type { SampleLocation } from '../../model/sampleReport';
import { franchiseLocationDoc } from '@/data/franchiseLocations';

/** The franchise location a sample is built for; null when it does not exist. */
export async function getSampleLocation(
  firestore: Firestore,
  id: string,
): Promise<SampleLocation | null> {
  const snapshot = await getDoc(franchiseLocationDoc(firestore, id));
  if (!snapshot.exists()) return null;
  const data = snapshot.data();
  return {
    id: snapshot.id,
    name: typeof data.name === 'string' ? data.name : '',
    type: data.type === 'restaurant' ? 'restaurant' : 'truck',
    territoryId: typeof data.territoryId === 'string' ? data.territoryId : '',
    territoryName: typeof data.territoryName === 'string' ? data.territoryName : '',
  };
}
