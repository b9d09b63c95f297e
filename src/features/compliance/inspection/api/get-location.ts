import { getDoc, type Firestore } from 'firebase/firestore';
import { LOCATION_TYPES, type LocationType } from '../../model/types';
import type { ReportLocation } from '../model/reportForm';
import { frequencyOf } from '../../schedule/model/pastDue';
import { franchiseLocationDoc } from '@/data/franchiseLocations';

function toLocation(id: string, data: Record<string, unknown>): ReportLocation {
  const type = LOCATION_TYPES.includes(data.type as LocationType)
    ? (data.type as LocationType)
    : 'truck';
  return {
    id,
    name: typeof data.name === 'string' ? data.name : '',
    type,
    territoryId: typeof data.territoryId === 'string' ? data.territoryId : '',
    territoryName: typeof data.territoryName === 'string' ? data.territoryName : '',
    inspectionFrequencyDays: frequencyOf(data.inspectionFrequencyDays),
  };
}

/** One franchise location (null when missing or out of scope). */
export async function getLocation(
  firestore: Firestore,
  id: string,
): Promise<ReportLocation | null> {
  const snap = await getDoc(franchiseLocationDoc(firestore, id));
  return snap.exists() ? toLocation(snap.id, snap.data()) : null;
}

export { toLocation };
