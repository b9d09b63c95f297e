import { useEffect, useState } from 'react';
import { listTerritoryOptions } from '../api/list-territory-options';
import { listUserOptions } from '../api/list-user-options';
import { EMPTY_LOOKUPS, type LookupData } from '../lookups';

const LOADERS: { [K in keyof LookupData]: () => Promise<LookupData[K]> } = {
  territories: listTerritoryOptions,
  users: listUserOptions,
};

export interface LookupsState {
  lookups: LookupData;
  loading: boolean;
  error: string | null;
}

/** Loads the lookups a resource names; a failed one stays empty and reports an error. */
export function useLookups(needs: readonly (keyof LookupData)[]): LookupsState {
  const key = [...needs].sort().join(',');
  const [state, setState] = useState<LookupsState>({
    lookups: EMPTY_LOOKUPS,
    loading: needs.length > 0,
    error: null,
  });

  useEffect(() => {
    let cancelled = false;
    const names = key ? (key.split(',') as (keyof LookupData)[]) : [];
    Promise.allSettled(names.map((name) => LOADERS[name]())).then((results) => {
      if (cancelled) return;
      const lookups: LookupData = { ...EMPTY_LOOKUPS };
      let error: string | null = null;
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') {
          Object.assign(lookups, { [names[i]]: result.value });
        } else {
          console.error(result.reason);
          error = `Could not load ${names[i]}`;
        }
      });
      setState({ lookups, loading: false, error });
    });
    return () => {
      cancelled = true;
    };
  }, [key]);

  return state;
}
