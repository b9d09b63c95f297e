import {
  getDocs,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import {
  activeCountItems,
  countLinesOfCount,
  locationPeriods,
  territoryDeliveryPoints,
} from '../../fixedQueries';
import type { CountLine } from '../model/cogs';
import type { CountItem, LocationType, StorageAreas } from '../model/countSheet';
import type { CountKind } from '../model/inventoryStatus';
import {
  countLineId,
  countLineOf,
  listCountLines,
  type CountLineCheck,
  type InventoryReport,
} from './inventory-reports';
import { readFulfilledOrders } from './purchases';
import { deliveryLocationsCollection } from '@/data/deliveryLocations';
import {
  countLineDoc,
  countLineRecords,
  inventoryReportRecords,
  inventorySettingDoc,
  STORAGE_AREAS_ID,
} from '@/data/inventory';
import { itemsCollection } from '@/data/items';

/** The storage areas per location type, read on the data floor (the item form shares it). */
export { getStorageAreas } from '@/data/inventory';

export async function saveStorageAreas(db: Firestore, areas: StorageAreas): Promise<void> {
  await setDoc(inventorySettingDoc(db, STORAGE_AREAS_ID), {
    restaurant: areas.restaurant,
    truck: areas.truck,
    updatedAt: serverTimestamp(),
  });
}

/** The active items as the count sheet lists them (fields older items lack get defaults). */
export async function listCountItems(db: Firestore): Promise<CountItem[]> {
  const snapshot = await getDocs(
    query(itemsCollection(db), ...constraintsOf(activeCountItems, { status: 'active' })),
  );
  return snapshot.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      itemDesc: String(data.itemDesc ?? ''),
      sku: String(data.sku ?? ''),
      unitsPerCase: typeof data.unitsPerCase === 'number' ? data.unitsPerCase : 1,
      countUnit: data.countUnit === 'lb' ? 'lb' : 'each',
      storageAreas: (data.storageAreas ?? {}) as Partial<Record<LocationType, string>>,
      shelfOrder: typeof data.shelfOrder === 'number' ? data.shelfOrder : 0,
    };
  });
}

/** Every period of one location (equality filters only: no composite index), newest first. */
export async function listLocationPeriods(
  db: Firestore,
  territoryId: string,
  locationId: string,
): Promise<InventoryReport[]> {
  const snapshot = await getDocs(
    query(
      inventoryReportRecords(db),
      ...constraintsOf(locationPeriods, { territoryId, locationId }),
    ),
  );
  const millis = (r: InventoryReport) => r.createdAt?.toMillis() ?? Number.MAX_SAFE_INTEGER;
  return snapshot.docs.map((d) => d.data()).sort((a, b) => millis(b) - millis(a));
}

/** The last closed period before `report` (its closing is this period's opening), or null. */
export async function findPreviousPeriod(
  db: Firestore,
  report: InventoryReport,
): Promise<InventoryReport | null> {
  const periods = await listLocationPeriods(db, report.territoryId, report.locationId);
  const created = report.createdAt?.toMillis() ?? Number.MAX_SAFE_INTEGER;
  return (
    periods.find(
      (p) =>
        p.id !== report.id && p.status === 'closed' && (p.createdAt?.toMillis() ?? 0) < created,
    ) ?? null
  );
}

/**
 * Pre-fills a new period's opening count with the previous closing count, line for line (blank
 * lines stay blank). One batch, so the sheet never shows half a copy.
 */
export async function copyClosingToOpening(
  db: Firestore,
  uid: string,
  fromReportId: string,
  toReportId: string,
): Promise<number> {
  const closing = await listCountLines(db, fromReportId, 'closing');
  const batch = writeBatch(db);
  for (const [itemId, line] of Object.entries(closing)) {
    if (line.state === 'notCounted') continue;
    batch.set(countLineDoc(db, toReportId, countLineId('opening', itemId)), {
      itemId,
      count: 'opening',
      state: line.state,
      quantity: line.state === 'zero' ? 0 : line.quantity,
      userId: uid,
      updatedAt: serverTimestamp(),
    });
  }
  await batch.commit();
  return Object.keys(closing).length;
}

export interface CountSheetLines {
  lines: Record<string, CountLine>;
  checks: Record<string, CountLineCheck>;
  /** Items whose saved line has not reached the server yet (offline or in flight). */
  unsynced: string[];
}

/**
 * Follows one count's lines live: the other counters' lines appear as they save, and lines
 * written offline (persistent cache) are listed as unsynced until the server has them.
 */
export function watchCountLines(
  db: Firestore,
  reportId: string,
  count: CountKind,
  onChange: (lines: CountSheetLines) => void,
  onError: (error: Error) => void,
): () => void {
  const q = query(countLineRecords(db, reportId), ...constraintsOf(countLinesOfCount, { count }));
  return onSnapshot(
    q,
    { includeMetadataChanges: true },
    (snapshot) => {
      const result: CountSheetLines = { lines: {}, checks: {}, unsynced: [] };
      for (const d of snapshot.docs) {
        const data = d.data();
        result.lines[data.itemId] = countLineOf(data);
        if (data.note || data.recounted) {
          result.checks[data.itemId] = { note: data.note, recounted: data.recounted };
        }
        if (d.metadata.hasPendingWrites) result.unsynced.push(data.itemId);
      }
      onChange(result);
    },
    onError,
  );
}

/** The count's lines once: the first answer of `watchCountLines` (the cache's, offline). */
export function readCountLines(
  db: Firestore,
  reportId: string,
  count: CountKind,
): Promise<CountSheetLines> {
  return new Promise((resolve, reject) => {
    const stop = watchCountLines(
      db,
      reportId,
      count,
      (lines) => {
        stop();
        resolve(lines);
      },
      reject,
    );
  });
}

interface DeliveryPoint {
  id: string;
  name: string;
}

/** The delivery locations of a territory: where a franchise location may receive its orders. */
export async function listDeliveryPoints(
  db: Firestore,
  territoryId: string,
): Promise<DeliveryPoint[]> {
  const snapshot = await getDocs(
    query(
      deliveryLocationsCollection(db),
      ...constraintsOf(territoryDeliveryPoints, { territoryId }),
    ),
  );
  return snapshot.docs
    .map((d) => ({ id: d.id, name: String(d.data().name ?? d.id) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Cases received per item at a delivery point between two instants: orders fulfilled in (from, to]. */
export async function listReceivedCases(
  db: Firestore,
  territoryId: string,
  deliveryLocationId: string,
  from: Date,
  to: Date,
): Promise<Record<string, number>> {
  const cases: Record<string, number> = {};
  for (const order of await readFulfilledOrders(db, territoryId, deliveryLocationId)) {
    const at = order.fulfilledAt?.toDate();
    if (!at || at <= from || at > to) continue;
    for (const line of order.lines) cases[line.id] = (cases[line.id] ?? 0) + line.quantity;
  }
  return cases;
}
