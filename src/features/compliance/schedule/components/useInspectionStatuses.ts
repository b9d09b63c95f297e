import { useQuery } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import { useInspectableLocations } from '../../hooks/useInspectableLocations';
import type { ReportLocation } from '../../model/location';
import { listInspectionStatuses } from '../api/list-inspection-statuses';

/**
 * The inspection status of `locations` (already loaded by the page), or with 'scope' of every
 * enabled location in the signed-in user's scope (the shared locations); null waits (nothing is
 * read yet).
 */
export function useInspectionStatuses(locations: readonly ReportLocation[] | 'scope' | null) {
  const inScope = useInspectableLocations({ enabled: locations === 'scope' });
  const listed = locations === 'scope' ? (inScope.data ?? null) : locations;
  return useQuery({
    queryKey: ['inspection-statuses', listed?.map((l) => l.id) ?? null],
    enabled: listed !== null,
    queryFn: () => listInspectionStatuses(db, listed ?? []),
  });
}
