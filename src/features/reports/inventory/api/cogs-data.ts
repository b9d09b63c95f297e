import type { Firestore, Timestamp } from 'firebase/firestore';
import { orderDay } from '../../api/item-sales-writes';
import { listRoyaltyRates, type RoyaltyRates } from '../../api/royalty';
import { listSalesDays } from '../../api/sales-entries';
import type { SalesLocation } from '../../api/scope';
import { dayInPeriod, type PurchaseLine, type ValuedItem } from '../model/cogs';
import { purchaseLines, type PeriodData } from '../model/cogsReport';
import { listCountLines, listInventoryReports, type InventoryReport } from './inventory-reports';
import { listFulfilledOrders } from './purchases';
import { listStockMovements, type StoredMovement } from './stock-movements';

export interface LocationCogsData {
  location: SalesLocation;
  reports: InventoryReport[];
  /** The location's periods with their counts, movements and net sales, oldest first. */
  periods: (Omit<PeriodData, 'movements'> & { movements: StoredMovement[] })[];
  purchases: PurchaseLine[];
  rates: RoyaltyRates | null;
}

const dayOf = (t: Timestamp | null, fallback: string) => (t ? orderDay(t) : fallback);

/**
 * The dates of a period: from its opening (creation) day to the day it was closed (its last
 * update once closed), or to today while it is still open.
 */
export function periodSpan(report: InventoryReport, today: string) {
  const from = dayOf(report.createdAt, today);
  const to = report.status === 'closed' ? dayOf(report.updatedAt, today) : today;
  return { from, to: to < from ? from : to };
}

/**
 * Everything the COGS and P&L reports need of one location, read in the location's territory:
 * its periods and their lines and movements, its sales days, its fulfilled orders each priced at
 * what its own approval counted, and its royalty rates.
 */
export async function loadLocationCogs(
  db: Firestore,
  location: SalesLocation,
  catalogue: readonly ValuedItem[],
  today: string,
): Promise<LocationCogsData> {
  const territory = [location.territoryId];
  const reports = (await listInventoryReports(db, territory)).filter(
    (r) => r.locationId === location.id,
  );
  const spans = reports.map((r) => periodSpan(r, today));
  const first = spans.map((s) => s.from).sort()[0] ?? today;
  const [counts, sales, orders, rates] = await Promise.all([
    Promise.all(
      reports.map(async (r) => {
        const closingStarted = r.status === 'closingInProgress' || r.status === 'closed';
        const [opening, closing, movements] = await Promise.all([
          listCountLines(db, r.id, 'opening'),
          closingStarted ? listCountLines(db, r.id, 'closing') : Promise.resolve(null),
          listStockMovements(db, r.id),
        ]);
        return { opening, closing, movements };
      }),
    ),
    listSalesDays(db, territory, first, today),
    location.deliveryLocationId
      ? listFulfilledOrders(db, location.territoryId, location.deliveryLocationId)
      : Promise.resolve([]),
    listRoyaltyRates(db, location.territoryId),
  ]);
  const ownSales = sales.filter((d) => d.locationId === location.id);
  const periods = reports
    .map((r, i) => {
      const { from, to } = spans[i];
      const closed = r.status === 'closed';
      const days = ownSales.filter((d) => dayInPeriod(d.date, { from, to, closed }));
      return {
        id: r.id,
        name: r.name,
        locationId: r.locationId,
        from,
        to,
        closed,
        opening: counts[i].opening,
        // The closing of a period still counting is not a closing yet: COGS waits for it.
        closing: r.status === 'closed' ? counts[i].closing : null,
        movements: counts[i].movements,
        netSalesCents: days.length ? days.reduce((sum, d) => sum + d.netCents, 0) : null,
      };
    })
    .sort((a, b) => a.from.localeCompare(b.from));
  return {
    location,
    reports,
    periods,
    purchases: purchaseLines(orders, catalogue),
    rates: rates.find((r) => r.locationId === location.id) ?? null,
  };
}
