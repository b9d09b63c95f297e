import { useQuery } from '@tanstack/react-query';
import { territoryScope, useSignedInUser } from '@/features/auth';
import { db } from '@/lib/firebase';
import { listLocations } from '../../api/list-locations';
import type { ReportLocation } from '../../model/location';
import { listInspectionStatuses } from '../api/list-inspection-statuses';

/**
 * The inspection status of `locations` (already loaded by the page), or with 'scope' of every
 * enabled location in the signed-in user's scope; null waits (nothing is read yet).
 */
export function useInspectionStatuses(locations: readonly ReportLocation[] | 'scope' | null) {
  const { profile } = useSignedInUser();
  const scope = territoryScope({ role: profile.role, territoryIds: profile.territoryIds });
  return useQuery({
    queryKey: [
      'inspection-statuses',
      scope,
      Array.isArray(locations) ? locations.map((l) => l.id) : locations,
    ],
    enabled: locations !== null,
    queryFn: async () =>
      listInspectionStatuses(
        db,
        Array.isArray(locations) ? locations : await listLocations(db, scope),
      ),
  });
}
