import { useQuery } from '@tanstack/react-query';
import { getDocs, query, type CollectionReference, type Firestore } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { COLLECTIONS } from '@/data/collections';
import { franchiseLocationRecords } from '@/data/franchiseLocations';
import { constraintsOf } from '@/data/query/declaredQuery';
import { territoryRecords } from '@/data/territories';
import { namedOptions } from '../../fixedQueries';
import type { NamedOption } from '../model/schemas';

export interface UserFormOptions {
  territories: NamedOption[];
  locations: NamedOption[];
  loading: boolean;
}

type OptionsCollection = typeof COLLECTIONS.territories | typeof COLLECTIONS.franchiseLocations;

/** Each picker's collection, read through its converter (src/data). */
const RECORDS: Record<
  OptionsCollection,
  (firestore: Firestore) => CollectionReference<{ name: string }>
> = {
  [COLLECTIONS.territories]: territoryRecords,
  [COLLECTIONS.franchiseLocations]: franchiseLocationRecords,
};

/**
 * Territories or franchise locations by name for the pickers. They are a franchisor's handful
 * (tens at most), so the pickers load them whole; a failed read (no permission) just leaves the
 * picker empty.
 */
export async function listNamed(
  firestore: Firestore,
  name: OptionsCollection,
): Promise<NamedOption[]> {
  try {
    const snap = await getDocs(
      query(RECORDS[name](firestore), ...constraintsOf(namedOptions[name], {})),
    );
    return snap.docs.map((d) => ({ id: d.id, name: d.data().name || d.id }));
  } catch (error) {
    console.warn(`Could not load ${name}`, error);
    return [];
  }
}

/** Territories and franchise locations for the user form's pickers and the detail page's names. */
export function useUserFormOptions(): UserFormOptions {
  const options = useQuery({
    queryKey: ['tools', 'user-form-options'],
    queryFn: async () => {
      const [territories, locations] = await Promise.all([
        listNamed(db, COLLECTIONS.territories),
        listNamed(db, COLLECTIONS.franchiseLocations),
      ]);
      return { territories, locations };
    },
  });
  return {
    territories: options.data?.territories ?? [],
    locations: options.data?.locations ?? [],
    loading: options.isPending,
  };
}
