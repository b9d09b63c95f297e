import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, query, type Firestore } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { COLLECTIONS } from '@/data/collections';
import { field, readConverter } from '@/data/converter';
import { constraintsOf } from '@/data/query/declaredQuery';
import { namedOptions } from '../../fixedQueries';
import type { NamedOption } from '../model/schemas';

export interface UserFormOptions {
  territories: NamedOption[];
  locations: NamedOption[];
  loading: boolean;
}

type OptionsCollection = typeof COLLECTIONS.territories | typeof COLLECTIONS.franchiseLocations;

const namedConverter = readConverter<NamedOption>((data, id) => ({
  id,
  name: field.text(data.name) || id,
}));

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
      query(
        collection(firestore, name).withConverter(namedConverter),
        ...constraintsOf(namedOptions[name], {}),
      ),
    );
    return snap.docs.map((d) => d.data());
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
