import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import { db } from '@/lib/firebase';
import { listCatalogueItems, listItemSalesDays } from '../../api/item-sales';
import { listConfirmedStatements } from '../../api/royalty';
import { listSalesDays } from '../../api/sales-entries';
import { useReportScope } from '../../hooks/useReportScope';
import { listInventoryReports } from '../../inventory/api/inventory-reports';
import { useLocationsCogs } from '../../inventory/hooks/useCogsData';
import { dashboardWeeks, weeksSpan } from '../../model/dashboard';

/**
 * The reads of the reports dashboard, each its own query so the cards load in parallel and fail
 * alone: the scope's locations (shared with the other reports), two weeks of sales days, 30 days
 * of item sales with the catalogue's names, the scope's inventory periods, the confirmed royalty
 * statements (unpaid past due), and the COGS data of
 * each enabled location (the COGS report's own queries, so opening the report reuses them). A
 * read the user has
 * no permission for is never sent (its card is not shown).
 */
export function useDashboardData() {
  const { can } = useSession();
  const scope = useReportScope();
  const weeks = useMemo(() => dashboardWeeks(new Date()), []);
  // The figures need only the territory ids, so they are read alongside the locations.
  const ids = scope.territoryIds;
  const ready = ids.length > 0;
  const sales = useQuery({
    queryKey: ['reports', 'dashboard', 'sales', ids, weeks.current.to],
    queryFn: () => listSalesDays(db, ids, weeksSpan(weeks).from, weeksSpan(weeks).to),
    enabled: ready && can('franchiseSales.view'),
  });
  const itemSales = useQuery({
    queryKey: ['reports', 'dashboard', 'itemSales', ids, weeks.month.to],
    queryFn: async () => {
      const [days, items] = await Promise.all([
        listItemSalesDays(db, ids, weeks.month.from, weeks.month.to),
        listCatalogueItems(db),
      ]);
      return { days, names: Object.fromEntries(items.map((i) => [i.id, i.itemDesc])) };
    },
    enabled: ready && can('itemSales.view'),
  });
  const inventory = useQuery({
    queryKey: ['reports', 'dashboard', 'inventory', ids],
    queryFn: () => listInventoryReports(db, ids),
    enabled: ready && can('inventory.view'),
  });
  const statements = useQuery({
    queryKey: ['reports', 'dashboard', 'statements', ids],
    queryFn: () => listConfirmedStatements(db, ids),
    enabled: ready && can('franchiseSales.view'),
  });
  const cogsLocations = useMemo(() => scope.locations.filter((l) => l.enabled), [scope.locations]);
  const cogs = useLocationsCogs(cogsLocations, can('cogsReports.view'));
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
