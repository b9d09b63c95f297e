import { useQuery } from '@tanstack/react-query';
import { allQueries } from '@/components/QueryState';
import { useSignedInUser } from '@/features/auth';
import { db } from '@/lib/firebase';
import {
  isTopViewer,
  listReportTerritories,
  listSalesLocations,
  type ReportViewer,
} from '../api/scope';

/**
 * The signed-in viewer, the territories in their scope and those territories' franchise
 * locations: reference data, cached for the session.
 */
export function useReportScope() {
  const { profile } = useSignedInUser();
  const viewer: ReportViewer = {
    uid: profile.id,
    role: profile.role,
    territoryIds: profile.territoryIds,
  };
  const territories = useQuery({
    queryKey: ['reports', 'territories', viewer.uid],
    queryFn: () => listReportTerritories(db, viewer),
    staleTime: Infinity,
  });
  const territoryIds = (territories.data ?? []).map((t) => t.id);
  const locations = useQuery({
    queryKey: ['reports', 'locations', territoryIds],
    queryFn: () => listSalesLocations(db, territoryIds),
    enabled: territories.isSuccess,
    staleTime: Infinity,
  });
  return {
    viewer,
    isTop: isTopViewer(viewer),
    territories: territories.data ?? [],
    territoryIds,
    locations: locations.data ?? [],
    isLoading: territories.isLoading || locations.isLoading,
    error: territories.error ?? locations.error,
    /** Both loads as one, for QueryState (offline: "needs a connection"). */
    query: allQueries(territories, locations),
  };
}
