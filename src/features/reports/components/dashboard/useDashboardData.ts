import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TerritoryScope } from '@/domain/territoryScope';
import { useSession } from '@/features/auth';
import { fetchCatalogue, useScopeUser } from '@/features/referenceData';
import { db } from '@/lib/firebase';
import { listItemSalesFigures } from '../../api/item-sales';
import { listOverdueStatements } from '../../api/royalty-overdue';
import { listReportedDays } from '../../api/sales-days';
import { useReportScope } from '../../hooks/useReportScope';
import { listOpenInventoryReports } from '../../inventory/api/inventory-reports';
import { useLocationTrends } from '../../inventory/hooks/useCogsData';
import { franchisorDay } from '../../model/benchmarks';
import { dashboardWeeks, weeksSpan } from '../../model/dashboard';
import { readPlan } from '../../model/salesRollups';

/**
 * The reads of the reports dashboard, each its own query so the cards load in parallel and fail
 * alone: the scope's locations (shared with the other reports), the reported days of two weeks
 * (territory_sales_days: the 2-3 ISO weeks they touch, per territory), 30 days of item sales (the
 * rollups of their whole weeks and months, their end days) with the session's catalogue names, the
 * scope's inventory periods not closed yet, the royalty statements unpaid past due (a count and
 * sums, and the oldest few: once for the whole chain for a top role), and the COGS trend of each
 * location (the COGS page's side-by-side view's query, so opening the report reuses it). A read
 * the user has no permission for is never sent (its card is not shown).
 */
export function useDashboardData() {
  const { can } = useSession();
  const scope = useReportScope();
  const client = useQueryClient();
  const me = useScopeUser();
  const weeks = useMemo(() => dashboardWeeks(new Date()), []);
  // The figures need only the territory ids, so they are read alongside the locations.
  const ids = scope.territoryIds;
  const ready = ids.length > 0;
  const sales = useQuery({
    queryKey: ['reports', 'dashboard', 'sales', ids, weeks.current.to],
    queryFn: () => listReportedDays(db, ids, weeksSpan(weeks)),
    enabled: ready && can('franchiseSales.view'),
  });
  const itemSales = useQuery({
    queryKey: ['reports', 'dashboard', 'itemSales', ids, weeks.month.to],
    queryFn: async () => {
      const [view, items] = await Promise.all([
        listItemSalesFigures(db, ids, readPlan([weeks.month])),
        fetchCatalogue(client, me),
      ]);
      return {
        totals: view.itemsOf(weeks.month),
        names: Object.fromEntries(items.map((i) => [i.id, i.itemDesc])),
      };
    },
    enabled: ready && can('itemSales.view'),
  });
  // A top role's open periods and overdue statements are the chain's: one query each, sent
  // without waiting for the territories.
  const territories: TerritoryScope = scope.isTop
    ? { kind: 'all' }
    : ids.length > 0
      ? { kind: 'territories', territoryIds: ids }
      : { kind: 'none' };
  const inScope = scope.isTop || ready;
  const inventory = useQuery({
    queryKey: ['reports', 'dashboard', 'inventory', territories],
    queryFn: () => listOpenInventoryReports(db, territories),
    enabled: inScope && can('inventory.view'),
  });
  const today = useMemo(() => franchisorDay(new Date()), []);
  const statements = useQuery({
    queryKey: ['reports', 'dashboard', 'overdueStatements', territories, today],
    queryFn: () => listOverdueStatements(db, territories, today),
    enabled: inScope && can('franchiseSales.view'),
  });
  const cogsLocations = useMemo(() => scope.locations.filter((l) => l.enabled), [scope.locations]);
  const trends = useLocationTrends(can('cogsReports.view') ? cogsLocations : []);
  const cogs = {
    locations: cogsLocations,
    trends: trends.data ?? [],
    // No enabled location: nothing to read (the query stays disabled), nothing to wait for.
    status: cogsLocations.length === 0 ? ('success' as const) : trends.status,
  };
  return { can, scope, weeks, sales, itemSales, inventory, cogs, statements };
}

export type DashboardData = ReturnType<typeof useDashboardData>;

/**
 * One card's status from its own query and the shared scope reads. A card that lists locations
 * (`needsLocations`) waits for them too, so it never calls a location missing before it is known;
 * a scope without territories has nothing to read and shows the card's empty message.
 */
export function cardStatus(
  scope: DashboardData['scope'],
  query: { status: 'pending' | 'error' | 'success' },
  needsLocations = false,
): 'pending' | 'error' | 'success' {
  if (scope.error) return 'error';
  if (scope.isLoading && (needsLocations || scope.territoryIds.length === 0)) return 'pending';
  return scope.territoryIds.length === 0 ? 'success' : query.status;
}
