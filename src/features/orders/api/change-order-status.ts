import { addItemSalesWrites } from '@/features/reports';
import { getMailPerson, getTeamEmails } from '@/features/mail';
import { Timestamp } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import type { StatusActor } from '../model/statusChange';
import type { Order, OrderStatus } from '../model/types';
import { writeStatusChange, type ApprovalMail } from './write-status-change';

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
 * Approving also writes the mail to the fulfillment team and the order's franchisee.
 */
export async function changeOrderStatus(
  order: Order,
  to: OrderStatus,
  options: { notes?: string; actor: StatusActor },
): Promise<void> {
  const mail =
    to === 'approved' && order.status !== 'fulfilled' ? await approvalMail(order) : undefined;
  return writeStatusChange(db, order, to, {
    ...options,
    mail,
    // Only a hand-made document lacks createdAt (the app always stamps it): count it under today.
    extraWrites: (batch) =>
      addItemSalesWrites(
        db,
        batch,
        { ...order, createdAt: order.createdAt ?? Timestamp.now() },
        to,
      ),
  });
}

async function approvalMail(order: Order): Promise<ApprovalMail | undefined> {
  try {
    const [teams, franchisee] = await Promise.all([
      getTeamEmails(db),
      getMailPerson(db, order.userId),
    ]);
    return {
      teams,
      franchisee,
      orderNumber: order.orderNumber,
      locationName: order.deliveryLocation.name,
      revisionsBefore: order.revisions.length,
    };
  } catch (error) {
    console.warn('Team e-mails could not be read; the order is approved without its mail', error);
    return undefined;
  }
}
