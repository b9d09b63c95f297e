import {
  count,
  deleteDoc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  type Firestore,
} from 'firebase/firestore';
import { aggregateAndOldest } from '@/data/query/aggregateAndOldest';
import { constraintsOf } from '@/data/query/declaredQuery';
import type { TerritoryScope } from '@/domain/territoryScope';
import {
  countLinesOfCount,
  openInventoryReports,
  territoryInventoryReports,
} from '../../fixedQueries';
import type { CountLine } from '../model/cogs';
import { countLineOf } from '../model/countFlags';
import { mergeOpenPeriods, OPEN_LISTED, type OpenPeriods } from '../model/openPeriods';
import { countLineId, INVENTORY_STATUSES, type CountKind } from '../model/inventoryStatus';
import {
  countLineDoc,
  countLineRecords,
  inventoryReportRecord,
  inventoryReportRecords,
  type InventoryReport,
} from '@/data/inventory';

// A period as stored (src/data/inventory.ts), named with the feature's period functions.
export type { InventoryReport } from '@/data/inventory';

/** What a counter added to a line beside its quantity (a flagged line's note or recount). */
export interface CountLineCheck {
  note?: string;
  recounted?: boolean;
}

export async function getInventoryReport(
  db: Firestore,
  reportId: string,
): Promise<InventoryReport | null> {
  const snapshot = await getDoc(inventoryReportRecord(db, reportId));
  return snapshot.data() ?? null;
}

/** The periods of the given territories (one query per territory, what the rules can check). */
export async function listInventoryReports(
  db: Firestore,
  territoryIds: readonly string[],
): Promise<InventoryReport[]> {
  const snapshots = await Promise.all(
    territoryIds.map((territoryId) =>
      getDocs(
        query(
          inventoryReportRecords(db),
          ...constraintsOf(territoryInventoryReports, { territoryId }),
        ),
      ),
    ),
  );
  return snapshots.flatMap((s) => s.docs.map((d) => d.data()));
}

/**
 * The periods of `scope` not closed yet (opening, open or closing): a count and the OPEN_LISTED
 * longest open, over every territory for a top role and one territory at a time for franchise
 * staff (what the rules can check), so the reads stay the same however many locations count.
 */
export async function listOpenInventoryReports(
  db: Firestore,
  scope: TerritoryScope,
): Promise<OpenPeriods> {
  if (scope.kind === 'none') return mergeOpenPeriods([]);
  const statuses = INVENTORY_STATUSES.filter((s) => s !== 'closed');
  const territories = scope.kind === 'all' ? [undefined] : scope.territoryIds;
  const parts = await Promise.all(
    territories.map((territoryId) =>
      aggregateAndOldest(
        (limit) =>
          query(
            inventoryReportRecords(db),
            ...constraintsOf(openInventoryReports, { territoryId, statuses }, { limit }),
          ),
        { count: count() },
        OPEN_LISTED,
      ),
    ),
  );
  return mergeOpenPeriods(parts);
}

/**
 * Saves one line; a blank line is removed, so blank never reads back as zero. `check` keeps a
 * flagged line's note or confirmed recount with it.
 */
export async function saveCountLine(
  db: Firestore,
  uid: string,
  reportId: string,
  count: CountKind,
  itemId: string,
  line: CountLine,
  check: CountLineCheck = {},
): Promise<void> {
  const ref = countLineDoc(db, reportId, countLineId(count, itemId));
  if (line.state === 'notCounted') {
    await deleteDoc(ref);
    return;
  }
  await setDoc(ref, {
    itemId,
    count,
    state: line.state,
    quantity: line.state === 'zero' ? 0 : line.quantity,
    ...(check.note?.trim() ? { note: check.note.trim() } : {}),
    ...(check.recounted ? { recounted: true } : {}),
    userId: uid,
    updatedAt: serverTimestamp(),
  });
}

/** The saved lines of one count by item id; items without a line are blank. */
export async function listCountLines(
  db: Firestore,
  reportId: string,
  count: CountKind,
): Promise<Record<string, CountLine>> {
  const snapshot = await getDocs(
    query(countLineRecords(db, reportId), ...constraintsOf(countLinesOfCount, { count })),
  );
  const lines: Record<string, CountLine> = {};
  for (const d of snapshot.docs) {
    const data = d.data();
    lines[data.itemId] = countLineOf(data);
  }
  return lines;
}
