import type { Firestore, Timestamp } from 'firebase/firestore';
import { expectedByItem, daysBetween, type PreviousPeriod } from '../model/countFlags';
import type { CountItem } from '../model/countSheet';
import type { CountKind } from '../model/inventoryStatus';
import { findPreviousPeriod, listReceivedCases } from './count-sheet';
import { listCountLines, type InventoryReport } from './inventory-reports';

/** Cases received at the period's delivery point, as eaches (or lb) with each item's pack size. */
async function receivedEaches(
  db: Firestore,
  report: InventoryReport,
  items: readonly CountItem[],
  from: Date,
  to: Date,
): Promise<Record<string, number>> {
  if (!report.deliveryLocationId) return {};
  const cases = await listReceivedCases(
    db,
    report.territoryId,
    report.deliveryLocationId,
    from,
    to,
  );
  const packs = new Map(items.map((i) => [i.id, i.unitsPerCase]));
  return Object.fromEntries(Object.entries(cases).map(([id, n]) => [id, n * (packs.get(id) ?? 1)]));
}

const dateOf = (t: Timestamp | null | undefined) => (t ? t.toDate() : null);

/**
 * The quantity each line of a count is expected to find (variance.ts): the count before it
 * (this period's opening, or the last closing) + what was received since - the last closed
 * period's usage rate x the days since. Items with no earlier figure have no expectation.
 */
export async function loadExpectations(
  db: Firestore,
  report: InventoryReport,
  count: CountKind,
  items: readonly CountItem[],
  now = new Date(),
): Promise<Record<string, number>> {
  const previous = await findPreviousPeriod(db, report);
  let previousPeriod: PreviousPeriod | null = null;
  const prevOpenAt = dateOf(previous?.openingCountedAt);
  const prevCloseAt = dateOf(previous?.closingCountedAt);
  if (previous && prevOpenAt && prevCloseAt) {
    const [opening, closing, received] = await Promise.all([
      listCountLines(db, previous.id, 'opening'),
      listCountLines(db, previous.id, 'closing'),
      receivedEaches(db, previous, items, prevOpenAt, prevCloseAt),
    ]);
    previousPeriod = { opening, closing, received, days: daysBetween(prevOpenAt, prevCloseAt) };
  }
  const baselineAt = count === 'closing' ? dateOf(report.openingCountedAt) : prevCloseAt;
  if (!baselineAt) return {};
  const baseline =
    count === 'closing'
      ? await listCountLines(db, report.id, 'opening')
      : (previousPeriod?.closing ?? {});
  const received = await receivedEaches(db, report, items, baselineAt, now);
  return expectedByItem(
    items.map((i) => i.id),
    { baseline, received, days: daysBetween(baselineAt, now), previous: previousPeriod },
  );
}
