/**
 * The expired-orders job's decisions (./expiredOrders.ts): a pending or "Revision Requested"
 * order unchanged for more than ORDER_EXPIRY_DAYS is expired (src/features/orders/model/expiry.ts,
 * the rule the app shows; expiry is not stored, so any change makes the order current again).
 * The job sends its author the notice once per expiry (the id names the order's last change),
 * for orders that expired within the last EXPIRY_NOTICE_DAYS days, so a database with old
 * waiting orders is not flooded the first time the job runs.
 */
import { ORDER_EXPIRY_DAYS, type OrderStatus } from '@/domain/orders';
import { buildMail, type BuiltMail, type TeamEmails } from '@/features/mail/model/buildMail';
import { isExpired } from '@/features/orders/model/expiry';
import { JOB_SENDER, jobClock, mailPeople, userOf, type JobUser } from './people';

/** Orders that expired longer ago than this get no notice. */
const EXPIRY_NOTICE_DAYS = 7;

export interface WaitingOrder {
  id: string;
  orderNumber: number;
  status: OrderStatus;
  updatedAtTimestamp?: number;
  userId: string;
  locationName: string;
}

/** The last-change window (unix seconds, [from, to)) of orders that expired recently at `day`. */
export function expiryWindow(day: string): { from: number; to: number } {
  const now = Math.floor(jobClock(day) / 1000);
  const to = now - ORDER_EXPIRY_DAYS * 86_400;
  return { from: to - EXPIRY_NOTICE_DAYS * 86_400, to };
}

export function expiredOrderMails(
  day: string,
  orders: readonly WaitingOrder[],
  users: readonly JobUser[],
  teams: TeamEmails,
  baseUrl: string,
): BuiltMail[] {
  const nowSeconds = Math.floor(jobClock(day) / 1000);
  const { from } = expiryWindow(day);
  return orders.flatMap((order) => {
    if (!isExpired(order, nowSeconds, ORDER_EXPIRY_DAYS)) return [];
    if ((order.updatedAtTimestamp ?? 0) < from) return [];
    const author = userOf(users, order.userId);
    const mail = buildMail(
      {
        type: 'orderExpired',
        orderId: order.id,
        orderNumber: order.orderNumber,
        locationName: order.locationName,
        updatedAtTimestamp: order.updatedAtTimestamp ?? 0,
        expiryDays: ORDER_EXPIRY_DAYS,
        people: mailPeople(author ? [author] : [], 'orderExpired'),
      },
      teams,
      JOB_SENDER,
      baseUrl,
    );
    return mail ? [mail] : [];
  });
}
