import {
  getDocs,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
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
import {
  countOfSavedLines,
  previousClosedPeriod,
  receivedCases,
  type LineCheck,
  type ReceivedOrder,
} from '../model/countFlags';
import { readCountItem, type CountItem, type StorageAreas } from '../model/countSheet';
import type { CountKind } from '../model/inventoryStatus';
import type { InventoryReport } from './inventory-reports';
import { readFulfilledOrders } from './purchases';
import { deliveryLocationsCollection } from '@/data/deliveryLocations';
import {
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
  return snapshot.docs.map((d) => readCountItem(d.id, d.data()));
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
  return previousClosedPeriod(report, periods);
}

export interface CountSheetLines {
  lines: Record<string, CountLine>;
  checks: Record<string, LineCheck>;
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
      onChange({
        ...countOfSavedLines(snapshot.docs.map((d) => d.data())),
        unsynced: snapshot.docs
          .filter((d) => d.metadata.hasPendingWrites)
          .map((d) => d.data().itemId),
      });
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
  return receivedCases(await receivedOrders(db, territoryId, deliveryLocationId), from, to);
}

/** The fulfilled orders of a delivery point as counting reads them (when, and cases per item). */
export async function receivedOrders(
  db: Firestore,
  territoryId: string,
  deliveryLocationId: string,
): Promise<ReceivedOrder[]> {
  const orders = await readFulfilledOrders(db, territoryId, deliveryLocationId);
  return orders.map((o) => ({ fulfilledAt: o.fulfilledAt?.toDate() ?? null, lines: o.lines }));
}
