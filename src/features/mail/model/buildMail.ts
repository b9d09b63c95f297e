/**
 * Mail documents for the Trigger Email extension (firebase/firestore-send-email): every document
 * written to `mail` is sent as {to, message: {subject, text, html}}. The app writes one in the
 * same write as the event that causes it; the rules check that pairing (firestore.rules, "mail").
 * Pure: the caller loads the team e-mails and the opt-outs (api/load-mail-context.ts).
 */

export const MAIL_COLLECTION = 'mail';

export type MailTeam = 'orders' | 'fulfillment' | 'compliance';

/** The team notification e-mails (team_contacts/{team}.email); '' means the team gets none. */
export type TeamEmails = Record<MailTeam, string>;

/** A user who may receive their own mail about an event; `optedOut` from their profile. */
export interface MailPerson {
  email: string;
  optedOut: boolean;
}

/** Events that send mail. Approval requests and sales deadlines add their types here. */
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
    };

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

/** A `mail` document as stored (what the extension reads, plus what the rules check). */
export interface MailDoc {
  to: string[];
  message: MailMessage;
  event: { type: MailEvent['type']; ref: string };
  createdBy: string;
}

export interface BuiltMail {
  /** Deterministic, so one event can never send its mail twice (the rules require it). */
  id: string;
  doc: MailDoc;
}

const MAX_RECIPIENTS = 10;

/** The event's team address (when set) and the person's (unless they opted out), distinct. */
export function recipients(teamEmail: string, person: MailPerson | null = null): string[] {
  const list = [teamEmail.trim()];
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
      to = recipients(teams.orders);
      content = message(`Order #${event.orderNumber} submitted`, [
        `Order #${event.orderNumber} for ${event.locationName} was submitted and waits for approval.`,
      ]);
      break;
    case 'orderApproved':
      id = `orderApproved-${event.orderId}-${event.revisionCount}`;
      ref = event.orderId;
      to = recipients(teams.fulfillment, event.franchisee);
      content = message(`Order #${event.orderNumber} approved`, [
        `Order #${event.orderNumber} for ${event.locationName} was approved and can be fulfilled.`,
      ]);
      break;
    case 'complianceFailed': {
      id = `complianceFailed-${event.reportId}`;
      ref = event.reportId;
      to = recipients(teams.compliance, event.owner);
      const outcome = event.result === 'dnq' ? 'DNQ' : 'Fail';
      content = message(`Compliance report #${event.serialNo}: ${outcome}`, [
        `Compliance report #${event.serialNo} for ${event.locationName} was published with the result ${outcome}.`,
      ]);
      break;
    }
  }
  if (to.length === 0) return null;
  return { id, doc: { to, message: content, event: { type: event.type, ref }, createdBy: uid } };
}
