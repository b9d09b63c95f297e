import {
  addDoc,
  deleteDoc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import type { SalesLocation } from '../../api/scope';
import { countLinesOfCount, territoryInventoryReports } from '../../fixedQueries';
import type { CountLine } from '../model/cogs';
import {
  countInProgress,
  nextStatus,
  type CountKind,
  type InventoryStatus,
} from '../model/inventoryStatus';
import {
  countLineDoc,
  countLineRecords,
  inventoryReportDoc,
  inventoryReportRecord,
  inventoryReportRecords,
  inventoryReportsCollection,
  type CountLineDoc,
  type InventoryReport,
} from '@/data/inventory';

// A period as stored (src/data/inventory.ts), named with the feature's period functions.
export type { InventoryReport } from '@/data/inventory';

/** What a counter added to a line beside its quantity (a flagged line's note or recount). */
export interface CountLineCheck {
  note?: string;
  recounted?: boolean;
}

/** The id of one line: a line per count and item, so parallel counters never collide. */
export const countLineId = (count: CountKind, itemId: string) => `${count}_${itemId}`;

const reportRef = (db: Firestore, reportId: string) => inventoryReportDoc(db, reportId);

/** Starts a period of `location` with its opening count in progress; returns the new id. */
export async function startInventoryReport(
  db: Firestore,
  uid: string,
  location: SalesLocation,
  name: string,
  deliveryLocationId?: string,
): Promise<string> {
  const ref = await addDoc(inventoryReportsCollection(db), {
    ...(deliveryLocationId ? { deliveryLocationId } : {}),
    locationId: location.id,
    locationName: location.name,
    locationType: location.type,
    territoryId: location.territoryId,
    name: name.trim(),
    status: 'openingInProgress' satisfies InventoryStatus,
    reopenCount: 0,
    userId: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
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

/** A saved line as the count sheet holds it (a stored line is never blank). */
export const countLineOf = (line: Pick<CountLineDoc, 'state' | 'quantity'>): CountLine =>
  line.state === 'zero' ? { state: 'zero' } : { state: 'counted', quantity: line.quantity };

/**
 * Moves a period one step on (opening done, closing started, closing done); completing a count
 * stamps when it was counted (openingCountedAt / closingCountedAt), the period's dates.
 */
export async function advanceInventoryReport(
  db: Firestore,
  reportId: string,
  from: InventoryStatus,
): Promise<void> {
  const to = nextStatus(from);
  if (!to) throw new Error(`A ${from} inventory period has no next step.`);
  const done = countInProgress(from);
  await updateDoc(reportRef(db, reportId), {
    status: to,
    ...(done ? { [`${done}CountedAt`]: serverTimestamp() } : {}),
    updatedAt: serverTimestamp(),
  });
}

/** A top role reopens a closed period's closing count; the reopen stays counted. */
export async function reopenInventoryReport(
  db: Firestore,
  uid: string,
  report: Pick<InventoryReport, 'id' | 'reopenCount'>,
): Promise<void> {
  await updateDoc(reportRef(db, report.id), {
    status: 'closingInProgress' satisfies InventoryStatus,
    reopenCount: report.reopenCount + 1,
    userId: uid,
    updatedAt: serverTimestamp(),
  });
}
