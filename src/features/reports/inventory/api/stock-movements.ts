import { addDoc, deleteDoc, getDocs, serverTimestamp, type Firestore } from 'firebase/firestore';
import type { SalesLocation } from '../../api/scope';
import type { MovementKind, WasteReason } from '../model/cogsReport';
import {
  stockMovementDoc,
  stockMovementRecords,
  stockMovementsCollection,
  type StoredMovement,
} from '@/data/inventory';

/* inventory_reports/{reportId}/stock_movements: the transfers and waste of a period. */

export type { StoredMovement } from '@/data/inventory';

export type NewMovement =
  | { kind: Exclude<MovementKind, 'waste'>; other: SalesLocation }
  | { kind: 'waste'; reason: WasteReason };

/** Records a transfer or waste on a period that is not closed; returns the new id. */
export async function addStockMovement(
  db: Firestore,
  uid: string,
  reportId: string,
  entry: NewMovement & { itemId: string; quantity: number; date: string },
): Promise<string> {
  const ref = await addDoc(stockMovementsCollection(db, reportId), {
    kind: entry.kind,
    itemId: entry.itemId,
    quantity: entry.quantity,
    date: entry.date,
    otherLocationId: entry.kind === 'waste' ? '' : entry.other.id,
    otherLocationName: entry.kind === 'waste' ? '' : entry.other.name,
    reason: entry.kind === 'waste' ? entry.reason : '',
    userId: uid,
    createdAt: serverTimestamp(),
  });
  return ref.id;
}

/** The transfers and waste of a period, by date. */
export async function listStockMovements(
  db: Firestore,
  reportId: string,
): Promise<StoredMovement[]> {
  const snapshot = await getDocs(stockMovementRecords(db, reportId));
  return snapshot.docs.map((d) => d.data()).sort((a, b) => a.date.localeCompare(b.date));
}

/** Removes an entry made in error while the period is not closed. */
export async function deleteStockMovement(
  db: Firestore,
  reportId: string,
  movementId: string,
): Promise<void> {
  await deleteDoc(stockMovementDoc(db, reportId, movementId));
}
