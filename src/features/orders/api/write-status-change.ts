import {
  arrayUnion,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { buildMail, writeMail, type MailPerson, type TeamEmails } from '../../mail';
import { describeStatusChange, type StatusActor } from '../model/statusChange';
import type { Order, OrderStatus } from '../model/types';
import { orderNotificationRef, orderRef } from './refs';

/** What an approval's mail needs besides the order's id (the app loads it: change-order-status.ts). */
export interface ApprovalMail {
  teams: TeamEmails;
  franchisee: MailPerson | null;
  orderNumber: number;
  locationName: string;
  revisionsBefore: number;
}

/**
 * The status-change batch behind changeOrderStatus(), on any Firestore instance (the rules tests
 * run exactly this). See change-order-status.ts for what it writes and why.
 */
export async function writeStatusChange(
  firestore: Firestore,
  order: Pick<Order, 'id' | 'status'>,
  to: OrderStatus,
  options: {
    notes?: string;
    actor: StatusActor;
    mail?: ApprovalMail;
    /** Writes of other features that belong in the same batch (item sales totals). */
    extraWrites?: (batch: WriteBatch) => Promise<void>;
  },
): Promise<void> {
  const change = describeStatusChange(order, to, options, Timestamp.now());
  const batch = writeBatch(firestore);
  batch.update(orderRef(firestore, order.id), {
    ...change.orderFields,
    revisions: arrayUnion(change.revision),
    // A status change makes the order unread again for everyone, like its notification.
    readRecipients: [],
    updatedAt: serverTimestamp(),
    updatedAtTimestamp: Math.floor(Date.now() / 1000),
  });
  batch.update(orderNotificationRef(firestore, order.id), {
    status: change.flags,
    readRecipients: [],
    lastUpdated: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  if (to === 'approved' && order.status !== 'fulfilled' && options.mail) {
    const { teams, franchisee, orderNumber, locationName, revisionsBefore } = options.mail;
    const event = {
      type: 'orderApproved' as const,
      orderId: order.id,
      orderNumber,
      locationName,
      revisionCount: revisionsBefore + 1,
      franchisee,
    };
    writeMail(firestore, batch, buildMail(event, teams, options.actor.uid));
  }
  await options.extraWrites?.(batch);
  await batch.commit();
}
