import type { Firestore } from 'firebase/firestore';
import { salesAdjustmentRecords, type SalesAdjustment } from '@/data/salesLedger';
import { salesAdjustmentDays } from '../fixedQueries';
import { listTerritoryDays } from './scope';

/*
 * sales_adjustments/{approvalId}: an approved refund or comp request as an adjustment of its
 * location's franchise sales on its refund day (issue 12 + 13). Written only by the server's
 * decideApprovalRequest, with the approval and the sales rollups; never changed afterwards.
 */

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
