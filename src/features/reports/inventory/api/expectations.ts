import type { Firestore, Timestamp } from 'firebase/firestore';
import { countExpectations, type Expectation, type ExpectationReads } from '../model/countFlags';
import type { CountItem } from '../model/countSheet';
import type { CountKind } from '../model/inventoryStatus';
import { findPreviousPeriod, receivedOrders } from './count-sheet';
import { listCountLines, type InventoryReport } from './inventory-reports';
import { listStockMovements } from './stock-movements';

const dateOf = (t: Timestamp | null | undefined) => (t ? t.toDate() : null);

/** A period with its count stamps as dates, as countExpectations reads it. */
interface Dated {
  report: InventoryReport;
  openingCountedAt: Date | null;
  closingCountedAt: Date | null;
}

const dated = (report: InventoryReport): Dated => ({
  report,
  openingCountedAt: dateOf(report.openingCountedAt),
  closingCountedAt: dateOf(report.closingCountedAt),
});

/**
 * The quantity each line of a count is expected to find, by the pure model the server's
 * completeInventoryCount checks flags with (countExpectations in model/countFlags.ts), read
 * through the web SDK: the count before it (this period's opening, or the last closing) + what
 * came onto the shelf since (orders, transfers, waste) - the last closed period's usage rate x
 * the days since, in the unit each line is counted in.
 */
export async function loadExpectations(
  db: Firestore,
  report: InventoryReport,
  count: CountKind,
  items: readonly CountItem[],
  now = new Date(),
): Promise<Record<string, Expectation>> {
  const previous = await findPreviousPeriod(db, report);
  const reads: ExpectationReads<Dated> = {
    lines: (p, kind) => listCountLines(db, p.report.id, kind),
    orders: async ({ report: r }) =>
      r.deliveryLocationId ? receivedOrders(db, r.territoryId, r.deliveryLocationId) : [],
    movements: (p) => listStockMovements(db, p.report.id),
  };
  return countExpectations(reads, {
    count,
    items,
    period: dated(report),
    previous: previous && dated(previous),
    now,
  });
}
