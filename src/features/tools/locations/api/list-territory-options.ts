import { getDocs, query } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { constraintsOf } from '@/data/query/declaredQuery';
import { territoryOptions } from '../../fixedQueries';
import type { TerritoryOption } from '../lookups';
import { territoryOptions as territoryOptionRecords } from '@/data/referenceData';

/**
 * Territory names for pickers and id→name display. A franchisor has tens of territories, not
 * thousands, so one bounded read serves every select; the limit keeps a runaway bounded.
 */
export const TERRITORY_OPTIONS_LIMIT = 500;

export async function listTerritoryOptions(): Promise<TerritoryOption[]> {
  const snapshot = await getDocs(
    query(
      territoryOptionRecords(db),
      ...constraintsOf(territoryOptions, {}, { limit: TERRITORY_OPTIONS_LIMIT }),
    ),
  );
  return snapshot.docs.map((d) => d.data());
}
