import { allQueries } from '@/components/QueryState';
import { useSignedInUser } from '@/features/auth';
import { useScopeLocations, useScopeTerritories } from '@/features/referenceData';
import { isTopViewer, toSalesLocations, type ReportViewer } from '../api/scope';

/**
 * The signed-in viewer, the territories in their scope and those territories' franchise
 * locations: the session's shared reference data (read once per sign-in, README "Reference
 * data: one query per set per sign-in"). A report that shows no franchise location passes
 * `locations: false`: its first visit then waits for no location (a Super Admin's are 125).
 */
export function useReportScope({ locations: withLocations = true }: { locations?: boolean } = {}) {
  const { profile } = useSignedInUser();
  const viewer: ReportViewer = {
    uid: profile.id,
    role: profile.role,
    territoryIds: profile.territoryIds,
  };
  const territories = useScopeTerritories();
  const locations = useScopeLocations({ enabled: withLocations, select: toSalesLocations });
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
