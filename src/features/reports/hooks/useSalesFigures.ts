import { useQuery } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import type { SalesRequest } from '../model/salesRollups';
import { listSalesFigures } from '../api/sales-rollups';

/**
 * The sales a view asks for: territory rollups for territory and chain figures, location rollups
 * for location figures, and the days at the ends of their ranges (listSalesFigures).
 */
export function useSalesFigures(request: SalesRequest) {
  return useQuery({
    queryKey: ['reports', 'salesFigures', request],
    queryFn: () => listSalesFigures(db, request),
    enabled: request.territories.ids.length > 0 || request.locations.territoryIds.length > 0,
  });
}
