import { serverTimestamp, type Firestore, type WriteBatch } from 'firebase/firestore';
import {
  salesAdjustmentDoc,
  salesAdjustmentRecords,
  type SalesAdjustment,
} from '@/data/salesLedger';
import { adjustmentDay } from '../model/salesMath';
import { salesAdjustmentDays } from '../fixedQueries';
import { listTerritoryDays } from './scope';

/*
 * sales_adjustments/{approvalId}: an approved refund or comp request as an adjustment of its
 * location's franchise sales on its refund day (issue 12 + 13). Written only in the batch that
 * approves the request (firestore.rules pairs them), never changed afterwards.
 */

/** The fields of an approved refund request the adjustment copies. */
export interface ApprovedRefund {
  approvalId: string;
  territoryId: string;
  locationId: string;
  locationName: string;
  locationType: string;
  refundDate: Date;
  amountCents: number;
}

/** Adds the adjustment of an approved refund to the batch that approves it. */
export function addRefundAdjustment(
  firestore: Firestore,
  batch: WriteBatch,
  refund: ApprovedRefund,
  approvedBy: string,
): void {
  const date = adjustmentDay(refund.refundDate);
  batch.set(salesAdjustmentDoc(firestore, refund.approvalId), {
    approvalId: refund.approvalId,
    kind: 'approvedRefund',
    territoryId: refund.territoryId,
    locationId: refund.locationId,
    locationName: refund.locationName,
    locationType: refund.locationType,
    date,
    month: date.slice(0, 7),
    amountCents: refund.amountCents,
    approvedBy,
    createdAt: serverTimestamp(),
  });
}

/** The adjustments of the given territories between two yyyy-MM-dd days (listTerritoryDays). */
export async function listSalesAdjustments(
  db: Firestore,
  territoryIds: readonly string[],
  from: string,
  to: string,
): Promise<SalesAdjustment[]> {
  return listTerritoryDays(salesAdjustmentRecords(db), salesAdjustmentDays, territoryIds, {
    from,
    to,
  });
}
