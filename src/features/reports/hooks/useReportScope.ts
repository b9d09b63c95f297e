import { allQueries } from '@/components/QueryState';
import { useSignedInUser } from '@/features/auth';
import { useScopeLocations, useScopeTerritories } from '@/features/referenceData';
import { isTopViewer, toSalesLocations, type ReportViewer } from '../api/scope';

/**
 * The signed-in viewer, the territories in their scope and those territories' franchise
 * locations: the session's shared reference data (read once per sign-in, README "Reference
 * data: one query per set per sign-in").
 */
export function useReportScope() {
  const { profile } = useSignedInUser();
  const viewer: ReportViewer = {
    uid: profile.id,
    role: profile.role,
    territoryIds: profile.territoryIds,
  };
  const territories = useScopeTerritories();
  const locations = useScopeLocations({ select: toSalesLocations });
  return {
    viewer,
    isTop: isTopViewer(viewer),
    territories: territories.data ?? [],
    territoryIds: (territories.data ?? []).map((t) => t.id),
    locations: locations.data ?? [],
    isLoading: territories.isLoading || locations.isLoading,
    error: territories.error ?? locations.error,
    /** Both loads as one, for QueryState (offline: "needs a connection"). */
    query: allQueries(territories, locations),
  };
}
