/**
 * Notification preferences (issue 27): per event kind a user can receive personally, they get
 * its mail immediately, in their daily digest, or never. Stored in
 * `notification_preferences/{uid}` as `{kinds: {<kind>: delivery}}`, written by the user only
 * (firestore.rules) and read by the server when it builds a mail (functions/src/mail and the
 * scheduled jobs, functions/src/jobs). Pure: the account page and the server resolve a user's
 * choice with the same function.
 */
import type { MailEventType } from './buildMail';

/** How a user gets an event's mail. */
export type Delivery = 'immediately' | 'digest' | 'never';

const DELIVERIES: readonly Delivery[] = ['immediately', 'digest', 'never'];

export const DELIVERY_LABELS: Record<Delivery, string> = {
  immediately: 'Immediately',
  digest: 'In the daily digest',
  never: 'Never',
};

/** The account page's headings, in its order. */
const GROUPS = ['Orders', 'Approval requests', 'Compliance', 'Sales', 'Summary'] as const;

/**
 * Where the account page lists each kind a person can receive (the franchisee, the territory's
 * owner, the requester, the assignee, the reviewer ...), with who gets it, in the page's order.
 * Null: only team addresses receive it (the notifications tab), so there is nothing to choose.
 * Keyed by every kind, so a new kind must be placed here before it compiles. The notifications
 * tab keeps the spec's events (MAIL_EVENT_TYPES): the jobs' kinds have no team address.
 */
const KIND_CHOICES: Record<MailEventType, { group: (typeof GROUPS)[number]; who: string } | null> =
  {
    orderSubmitted: null,
    orderApproved: { group: 'Orders', who: 'Orders you placed' },
    orderExpired: { group: 'Orders', who: 'Orders you placed that waited too long' },
    // Sent to the reviewing team's address (or the notifications tab's list), never to a person.
    approvalSubmitted: null,
    approvalDecided: { group: 'Approval requests', who: 'Requests you sent' },
    approvalAssigned: { group: 'Approval requests', who: 'Sent or reassigned to you to decide' },
    approvalDue: { group: 'Approval requests', who: 'Requests you review' },
    approvalEscalated: { group: 'Approval requests', who: 'Overdue requests, to the top roles' },
    complianceFailed: { group: 'Compliance', who: 'Locations of territories you own' },
    inspectionDue: { group: 'Compliance', who: 'Locations you inspect or own' },
    actionAssigned: { group: 'Compliance', who: 'Follow-up actions assigned to you' },
    actionOverdue: { group: 'Compliance', who: 'Past their due day, assigned to you' },
    actionsWeekly: { group: 'Compliance', who: 'Mondays, for territories you own' },
    salesLate: { group: 'Sales', who: 'Locations whose sales you report or oversee' },
    weeklyDigest: { group: 'Summary', who: 'Mondays: what waits for you' },
  };

const ALL_KINDS = Object.keys(KIND_CHOICES) as MailEventType[];

/** The kinds a person can receive, by heading, as the account page lists them. */
export const PREFERENCE_GROUPS: readonly { title: string; kinds: readonly MailEventType[] }[] =
  GROUPS.map((title) => ({
    title,
    kinds: ALL_KINDS.filter((kind) => KIND_CHOICES[kind]?.group === title),
  }));

/** Event kinds a user can receive as the person concerned: the ones they choose for. */
export const PERSONAL_EVENT_KINDS: readonly MailEventType[] = PREFERENCE_GROUPS.flatMap(
  (group) => group.kinds,
);

/** Whom a kind concerns, shown under its choice ('' for a team-only kind). */
export const preferenceHint = (kind: MailEventType): string => KIND_CHOICES[kind]?.who ?? '';

/**
 * The choices offered for `kind`. The weekly digest is already a summary sent once a week:
 * folding it into a daily digest would only delay it, so it is sent or not (immediately or never).
 */
export const deliveriesFor = (kind: string): readonly Delivery[] =>
  kind === 'weeklyDigest' ? ['immediately', 'never'] : DELIVERIES;

/**
 * How a user gets mail of `kind` from their stored `kinds` map (anything else reads as unset)
 * and their old `email_opt_outs/{uid}` flag (the migration): their choice when it is one offered
 * for the kind, else "never" after an opt-out and "immediately" otherwise, as before.
 */
export function resolveDelivery(stored: unknown, optedOut: boolean, kind: string): Delivery {
  const value =
    stored !== null && typeof stored === 'object'
      ? (stored as Record<string, unknown>)[kind]
      : undefined;
  return (
    deliveriesFor(kind).find((delivery) => delivery === value) ??
    (optedOut ? 'never' : 'immediately')
  );
}

/** A user's preferences for every kind (resolveDelivery). */
export function readPreferences(
  stored: unknown,
  optedOut: boolean,
): Record<MailEventType, Delivery> {
  return Object.fromEntries(
    ALL_KINDS.map((kind) => [kind, resolveDelivery(stored, optedOut, kind)]),
  ) as Record<MailEventType, Delivery>;
}
