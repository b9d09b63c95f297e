import { useQuery } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import type { DayBounds } from '../model/aggregate';
import { readPlan } from '../model/salesRollups';
import { listSalesFigures } from '../api/sales-rollups';

/**
 * The sales of some territories over every range of `boundsList`: rollups of their whole months
 * and ISO weeks, and the days at their ends (listSalesFigures).
 */
export function useSalesFigures(territoryIds: readonly string[], boundsList: readonly DayBounds[]) {
  const plan = readPlan(boundsList);
  return useQuery({
    queryKey: ['reports', 'salesFigures', territoryIds, plan],
    queryFn: () => listSalesFigures(db, territoryIds, plan),
    enabled: territoryIds.length > 0,
  });
}
