import { useEffect, useState } from 'react';
import { collection, getDocs, orderBy, query } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import type { NamedOption } from '../model/schemas';

export interface UserFormOptions {
  territories: NamedOption[];
  locations: NamedOption[];
  loading: boolean;
}

type OptionsCollection = 'territories' | 'franchise_locations';

// Territories and franchise locations are a franchisor's handful (tens at most), so the pickers
// load them whole; a failed read (no permission) just leaves the picker empty.
async function loadNamed(name: OptionsCollection): Promise<NamedOption[]> {
  try {
    const snap = await getDocs(query(collection(db, name), orderBy('name')));
    return snap.docs.map((d) => ({ id: d.id, name: String(d.get('name') ?? d.id) }));
  } catch (error) {
    console.warn(`Could not load ${name}`, error);
    return [];
  }
}

/** Territories and franchise locations for the user form's pickers and the detail page's names. */
export function useUserFormOptions(): UserFormOptions {
  const [state, setState] = useState<UserFormOptions>({
    territories: [],
    locations: [],
    loading: true,
  });
  useEffect(() => {
    let cancelled = false;
    void Promise.all([loadNamed('territories'), loadNamed('franchise_locations')]).then(
      ([territories, locations]) => {
        if (!cancelled) setState({ territories, locations, loading: false });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
