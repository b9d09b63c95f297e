/**
 * The expired-orders job (`expiredOrdersDaily`; locally `run-job.mjs expiredOrders --date`):
 * reads the waiting orders whose last change falls in the notice window and writes the notices
 * ./expiredOrdersModel.ts decides. Index: status + updatedAtTimestamp (firestore.indexes.json).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@/data/collections';
import { isOrderStatus } from '@/domain/orders';
import { appBaseUrl, readJobUsers, readTeamEmails, writeMails, type JobResult } from './jobMail';
import { expiredOrderMails, expiryWindow, type WaitingOrder } from './expiredOrdersModel';

export async function runExpiredOrders(db: Firestore, day: string): Promise<JobResult> {
  const { from, to } = expiryWindow(day);
  const [orderSnap, users, teams] = await Promise.all([
    db
      .collection(COLLECTIONS.orders)
      .where('status', 'in', ['pending', 'revision'])
      .where('updatedAtTimestamp', '>=', from)
      .where('updatedAtTimestamp', '<', to)
      .get(),
    readJobUsers(db),
    readTeamEmails(db),
  ]);
  const orders: WaitingOrder[] = orderSnap.docs.flatMap((d) => {
    const status: unknown = d.get('status');
    const updated: unknown = d.get('updatedAtTimestamp');
    if (!isOrderStatus(status)) return [];
    return [
      {
        id: d.id,
        orderNumber: Number(d.get('orderNumber') ?? 0),
        status,
        ...(typeof updated === 'number' ? { updatedAtTimestamp: updated } : {}),
        userId: String(d.get('userId') ?? ''),
        locationName: String(d.get('deliveryLocation.name') ?? ''),
      },
    ];
  });
  return writeMails(db, day, expiredOrderMails(day, orders, users, teams, appBaseUrl()));
}
