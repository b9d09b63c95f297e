import { addItemSalesWrites } from '@/features/reports';
import { db } from '@/lib/firebase';
import type { StatusActor } from '../model/statusChange';
import type { Order, OrderStatus } from '../model/types';
import { writeStatusChange } from './write-status-change';

/**
 * Moves an order to another status in ONE batch (spec 01 §4): the order's status (with the
 * corporate notes when approving or requesting a revision, enabled=false when deleting), a
 * revision entry {by, byName, at, from, to, notes} appended, updatedAt/updatedAtTimestamp; and
 * its notification's flags ({isPending, isApproved, isFulfilled}, pending and revision both
 * pending), unread again for everyone (readRecipients []), lastUpdated now.
 *
 * The revision's `at` is a client timestamp because serverTimestamp() is not allowed inside an
 * array; the rules accept it only within minutes of the request time. `from` is the status the
 * caller saw: if someone changed it meanwhile the rules refuse the write.
 * Which transitions exist and who may make them: ../model/status.ts (mirrored by the rules).
 * The same batch keeps the item sales totals of the order's day up to date (reports feature).
 */
export function changeOrderStatus(
  order: Order,
  to: OrderStatus,
  options: { notes?: string; actor: StatusActor },
): Promise<void> {
  return writeStatusChange(db, order, to, {
    ...options,
    extraWrites: (batch) => addItemSalesWrites(db, batch, order, to),
  });
}
