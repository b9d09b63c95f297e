import { useQuery } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import { listSalesDays } from '../api/sales-entries';
import { listSalesAdjustments } from '../api/sales-adjustments';

/** The reported sales days of some territories between two yyyy-MM-dd days. */
export function useSalesDays(territoryIds: readonly string[], from: string, to: string) {
  return useQuery({
    queryKey: ['reports', 'salesDays', territoryIds, from, to],
    queryFn: () => listSalesDays(db, territoryIds, from, to),
    enabled: territoryIds.length > 0,
  });
}

/** The approved refunds (sales_adjustments) of some territories between two yyyy-MM-dd days. */
export function useSalesAdjustments(territoryIds: readonly string[], from: string, to: string) {
  return useQuery({
    queryKey: ['reports', 'salesAdjustments', territoryIds, from, to],
    queryFn: () => listSalesAdjustments(db, territoryIds, from, to),
    enabled: territoryIds.length > 0,
  });
}
