/**
 * Notification preferences (issue 27): per event kind a user can receive personally, they get
 * its mail immediately, in their daily digest, or never. Stored in
 * `notification_preferences/{uid}` as `{kinds: {<kind>: delivery}}`, written by the user only
 * (firestore.rules) and read by the server when it builds a mail (functions/src/mail). Pure: the
 * account page and the server resolve a user's choice with the same function.
 */
import { MAIL_EVENT_TYPES, type MailEventType } from './buildMail';

/** How a user gets an event's mail. */
export type Delivery = 'immediately' | 'digest' | 'never';

export const DELIVERIES: readonly Delivery[] = ['immediately', 'digest', 'never'];

export const DELIVERY_LABELS: Record<Delivery, string> = {
  immediately: 'Immediately',
  digest: 'In the daily digest',
  never: 'Never',
};

/**
 * Event kinds a user can receive as the person concerned (the franchisee, the territory's owner,
 * the requester, the assignee ...). A submitted order goes to the orders team only.
 */
export const PERSONAL_EVENT_KINDS: readonly MailEventType[] = MAIL_EVENT_TYPES.filter(
  (type) => type !== 'orderSubmitted',
);

const isDelivery = (value: unknown): value is Delivery =>
  DELIVERIES.some((delivery) => delivery === value);

/**
 * A user's preferences from their stored `kinds` map (anything else reads as unset) and their
 * old `email_opt_outs/{uid}` flag (the migration): a kind they have not chosen is "never" after an
 * opt-out, else "immediately", as before.
 */
export function readPreferences(
  stored: unknown,
  optedOut: boolean,
): Record<MailEventType, Delivery> {
  const kinds =
    stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : null;
  const fallback: Delivery = optedOut ? 'never' : 'immediately';
  return Object.fromEntries(
    MAIL_EVENT_TYPES.map((type) => {
      const value = kinds?.[type];
      return [type, isDelivery(value) ? value : fallback];
    }),
  ) as Record<MailEventType, Delivery>;
}
