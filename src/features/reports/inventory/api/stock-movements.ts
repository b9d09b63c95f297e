import {
  addDoc,
  deleteDoc,
  getDocs,
  query,
  serverTimestamp,
  type Firestore,
} from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import type {
  AnswerStockTransferRequest,
  AnswerStockTransferResult,
  RefreshCogsRollupsRequest,
  RefreshCogsRollupsResult,
  SendStockTransferRequest,
  SendStockTransferResult,
} from '@/lib/callables';
import { incomingTransfers } from '../../fixedQueries';
import type { SalesLocation } from '../../api/scope';
import type { WasteReason } from '../model/cogsReport';
import {
  stockMovementDoc,
  stockMovementRecords,
  stockMovementsCollection,
  stockTransferRecords,
  type StockTransfer,
  type StoredMovement,
} from '@/data/inventory';
import { callStep } from './inventory-steps';

/*
 * inventory_reports/{reportId}/stock_movements: the transfers and waste of a period. Waste is
 * written here; a transfer is the server's (functions/src/inventory/stockTransfers.ts): sent
 * from one period, it moves stock once the receiving location accepts it into its own.
 */

export type { StoredMovement } from '@/data/inventory';

/** Records waste on a period that is not closed; returns the new id. */
export async function addWaste(
  db: Firestore,
  uid: string,
  reportId: string,
  entry: { itemId: string; quantity: number; date: string; reason: WasteReason },
): Promise<string> {
  const ref = await addDoc(stockMovementsCollection(db, reportId), {
    kind: 'waste',
    itemId: entry.itemId,
    quantity: entry.quantity,
    date: entry.date,
    otherLocationId: '',
    otherLocationName: '',
    reason: entry.reason,
    userId: uid,
    createdAt: serverTimestamp(),
  });
  return ref.id;
}

const TRANSFER_OFFLINE_MESSAGE =
  'Sending or answering a transfer needs a connection: nothing was changed. Try again when you are back online.';

/** Sends stock to another location (`sendStockTransfer`): it waits for their answer. */
export function sendStockTransfer(
  request: SendStockTransferRequest,
): Promise<SendStockTransferResult> {
  return callStep('sendStockTransfer', request, TRANSFER_OFFLINE_MESSAGE);
}

/** Accepts or refuses a transfer to this location, or withdraws one it sent. */
export function answerStockTransfer(
  request: AnswerStockTransferRequest,
): Promise<AnswerStockTransferResult> {
  return callStep('answerStockTransfer', request, TRANSFER_OFFLINE_MESSAGE);
}

/** The transfers waiting for `location`'s answer, oldest day first. */
export async function listIncomingTransfers(
  db: Firestore,
  location: Pick<SalesLocation, 'id' | 'territoryId'>,
): Promise<StockTransfer[]> {
  const snapshot = await getDocs(
    query(
      stockTransferRecords(db),
      ...constraintsOf(incomingTransfers, {
        toTerritoryId: location.territoryId,
        toLocationId: location.id,
        status: 'pending',
      }),
    ),
  );
  return snapshot.docs.map((d) => d.data()).sort((a, b) => a.date.localeCompare(b.date));
}

/** The transfers and waste of a period, by date. */
export async function listStockMovements(
  db: Firestore,
  reportId: string,
): Promise<StoredMovement[]> {
  const snapshot = await getDocs(stockMovementRecords(db, reportId));
  return snapshot.docs.map((d) => d.data()).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Asks the server to recompute the COGS figures of a period's location once its waste changed
 * (waste is the browser's to write, the figures only the server's: `refreshCogsRollups`).
 */
export function refreshCogsFigures(reportId: string): Promise<RefreshCogsRollupsResult> {
  return callStep<RefreshCogsRollupsRequest, RefreshCogsRollupsResult>('refreshCogsRollups', {
    reportId,
  });
}

/** Removes waste entered in error while the period is not closed. */
export async function deleteWaste(
  db: Firestore,
  reportId: string,
  movementId: string,
): Promise<void> {
  await deleteDoc(stockMovementDoc(db, reportId, movementId));
}
