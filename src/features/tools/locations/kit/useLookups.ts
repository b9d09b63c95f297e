import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listTerritoryOptions } from '../api/list-territory-options';
import { listUserOptions } from '../api/list-user-options';
import { EMPTY_LOOKUPS, type LookupData } from '../lookups';
import { RESOURCE_QUERIES } from './queryKeys';

interface LookupsState {
  lookups: LookupData;
  loading: boolean;
  error: string | null;
}

/** One lookup, read only when the resource names it. */
function useLookup<T>(needed: boolean, name: keyof LookupData, load: () => Promise<T>) {
  return useQuery({
    queryKey: [...RESOURCE_QUERIES, 'lookup', name],
    queryFn: async () => {
      try {
        return await load();
      } catch (error) {
        console.error(error);
        throw error;
      }
    },
    enabled: needed,
    // Read again on every screen (a handful of documents, and other tools create territories
    // and users); the cached copy shows meanwhile.
    staleTime: 0,
  });
}

/** Loads the lookups a resource names; a failed one stays empty and reports an error. */
export function useLookups(needs: readonly (keyof LookupData)[]): LookupsState {
  const territories = useLookup(needs.includes('territories'), 'territories', listTerritoryOptions);
  const users = useLookup(needs.includes('users'), 'users', listUserOptions);
  const territoryData = territories.data;
  const userData = users.data;
  // Query results keep their identity while unchanged, so the memo holds between renders.
  const lookups = useMemo<LookupData>(
    () => ({
      territories: territoryData ?? EMPTY_LOOKUPS.territories,
      users: userData ?? EMPTY_LOOKUPS.users,
    }),
    [territoryData, userData],
  );
  const needed = (
    [
      ['territories', territories],
      ['users', users],
    ] as const
  ).filter(([name]) => needs.includes(name));
  const failed = needed.find(([, query]) => query.isError);
  return {
    lookups,
    loading: needed.some(([, query]) => query.isPending),
    error: failed ? `Could not load ${failed[0]}` : null,
  };
}
