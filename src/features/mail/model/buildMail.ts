/**
 * Mail documents for the Trigger Email extension (firebase/firestore-send-email): every document
 * written to `mail` is sent as {to, message: {subject, text, html}}. The app writes one in the
 * same write as the event that causes it; the rules check that pairing (firestore.rules, "mail").
 * Pure: the caller loads the team e-mails and the opt-outs (api/load-mail-context.ts).
 */

import type { MailMessage, StoredMailDoc } from '@/data/mail';

export type MailTeam = 'orders' | 'fulfillment' | 'compliance';

/**
 * Who receives each event's mail: the team addresses (team_contacts/{team}.email, '' = none) and
 * the per-event recipients set by the top roles in the notifications tab
 * (`notification_emails/{event}.emails`). An event with its own list goes to that list only;
 * without one it goes to its default team (EVENT_DEFAULT_TEAM), if any.
 */
export interface TeamEmails extends Record<MailTeam, string> {
  routes?: Partial<Record<MailEventType, string[]>>;
}

/** A user who may receive their own mail about an event; `optedOut` from their profile. */
export interface MailPerson {
  email: string;
  optedOut: boolean;
}

/** Events that send mail. */
export type MailEvent =
  | { type: 'orderSubmitted'; orderId: string; orderNumber: number; locationName: string }
  | {
      type: 'orderApproved';
      orderId: string;
      orderNumber: number;
      locationName: string;
      /** Revisions on the order after the approval: one approval mail per approval. */
      revisionCount: number;
      franchisee: MailPerson | null;
    }
  | {
      type: 'complianceFailed';
      reportId: string;
      serialNo: number;
      locationName: string;
      result: 'fail' | 'dnq';
      owner: MailPerson | null;
    }
  | {
      /** Sent (draft -> submitted) or resubmitted after a revision request. */
      type: 'approvalSubmitted';
      requestId: string;
      /** History entries after the write: one mail per sending. */
      historyCount: number;
      requestName: string;
      locationName: string;
    }
  | {
      type: 'approvalDecided';
      requestId: string;
      historyCount: number;
      requestName: string;
      decision: 'approved' | 'denied' | 'revisionRequested';
      requester: MailPerson | null;
    }
  | {
      /** No sales entry for a location's day after its deadline (model/salesLate.ts). */
      type: 'salesLate';
      /** The missing entry's id, `<locationId>_<yyyy-MM-dd>`. */
      entryId: string;
      day: string;
      locationName: string;
      owner: MailPerson | null;
    };

export type MailEventType = MailEvent['type'];

/** Every event type, in the order the notifications tab lists them. */
export const MAIL_EVENT_TYPES: MailEventType[] = [
  'orderSubmitted',
  'orderApproved',
  'complianceFailed',
  'approvalSubmitted',
  'approvalDecided',
  'salesLate',
];

/**
 * The team an event goes to while it has no recipients of its own (firestore.rules
 * `routedEmails` mirrors it). Approval requests are reviewed by Fulfillment by preset; a decision
 * and a sales reminder concern the franchisee, so by default only they receive those.
 */
export const EVENT_DEFAULT_TEAM: Record<MailEventType, MailTeam | null> = {
  orderSubmitted: 'orders',
  orderApproved: 'fulfillment',
  complianceFailed: 'compliance',
  approvalSubmitted: 'fulfillment',
  approvalDecided: null,
  salesLate: null,
};

/** At most this many addresses per event in the notifications tab (rules: the same). */
export const MAX_ROUTE_EMAILS = 5;

/** The event's own recipients when set, else its default team's address. */
function eventAddresses(type: MailEventType, teams: TeamEmails): string[] {
  const own = teams.routes?.[type];
  if (own) return own;
  const team = EVENT_DEFAULT_TEAM[type];
  return team ? [teams[team]] : [];
}

/**
 * A `mail` document as this builder writes it: the stored shape (StoredMailDoc, src/data/mail.ts)
 * with the event's type one of MailEventType, before the server stamps createdAt.
 */
interface MailDoc extends Omit<StoredMailDoc, 'event' | 'createdAt'> {
  event: { type: MailEventType; ref: string };
}

export interface BuiltMail {
  /** Deterministic, so one event can never send its mail twice (the rules require it). */
  id: string;
  doc: MailDoc;
}

const MAX_RECIPIENTS = 10;

const DECISION_WORDS = {
  approved: 'approved',
  denied: 'denied',
  revisionRequested: 'returned for revision',
} as const;

/** The event's addresses (when set) and the person's (unless they opted out), distinct. */
export function recipients(
  addresses: string | string[],
  person: MailPerson | null = null,
): string[] {
  const list = (typeof addresses === 'string' ? [addresses] : addresses).map((a) => a.trim());
  if (person && !person.optedOut) list.push(person.email.trim());
  return [...new Set(list.filter((address) => address !== ''))].slice(0, MAX_RECIPIENTS);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function message(subject: string, lines: string[]): MailMessage {
  return {
    subject,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}

/**
 * The mail document for `event` written by `uid`, or null when nobody is to receive it (no team
 * e-mail set and the person opted out or has none).
 */
export function buildMail(event: MailEvent, teams: TeamEmails, uid: string): BuiltMail | null {
  let id: string;
  let ref: string;
  let to: string[];
  let content: MailMessage;
  switch (event.type) {
    case 'orderSubmitted':
      id = `orderSubmitted-${event.orderId}`;
      ref = event.orderId;
      to = recipients(eventAddresses(event.type, teams));
      content = message(`Order #${event.orderNumber} submitted`, [
        `Order #${event.orderNumber} for ${event.locationName} was submitted and waits for approval.`,
      ]);
      break;
    case 'orderApproved':
      id = `orderApproved-${event.orderId}-${event.revisionCount}`;
      ref = event.orderId;
      to = recipients(eventAddresses(event.type, teams), event.franchisee);
      content = message(`Order #${event.orderNumber} approved`, [
        `Order #${event.orderNumber} for ${event.locationName} was approved and can be fulfilled.`,
      ]);
      break;
    case 'complianceFailed': {
      id = `complianceFailed-${event.reportId}`;
      ref = event.reportId;
      to = recipients(eventAddresses(event.type, teams), event.owner);
      const outcome = event.result === 'dnq' ? 'DNQ' : 'Fail';
      content = message(`Compliance report #${event.serialNo}: ${outcome}`, [
        `Compliance report #${event.serialNo} for ${event.locationName} was published with the result ${outcome}.`,
      ]);
      break;
    }
    case 'approvalSubmitted':
      id = `approvalSubmitted-${event.requestId}-${event.historyCount}`;
      ref = event.requestId;
      to = recipients(eventAddresses(event.type, teams));
      content = message(`Approval request: ${event.requestName}`, [
        `The approval request "${event.requestName}" for ${event.locationName} was sent and waits for a decision.`,
      ]);
      break;
    case 'approvalDecided': {
      id = `approvalDecided-${event.requestId}-${event.historyCount}`;
      ref = event.requestId;
      to = recipients(eventAddresses(event.type, teams), event.requester);
      const outcome = DECISION_WORDS[event.decision];
      content = message(`Approval request ${outcome}: ${event.requestName}`, [
        `Your approval request "${event.requestName}" was ${outcome}.`,
      ]);
      break;
    }
    case 'salesLate':
      id = `salesLate-${event.entryId}`;
      ref = event.entryId;
      to = recipients(eventAddresses(event.type, teams), event.owner);
      content = message(`Sales not reported: ${event.locationName}, ${event.day}`, [
        `The sales of ${event.locationName} for ${event.day} have not been reported. Please report them in Franchise Sales.`,
      ]);
      break;
  }
  if (to.length === 0) return null;
  return { id, doc: { to, message: content, event: { type: event.type, ref }, createdBy: uid } };
}
