/**
 * Mail documents for the Trigger Email extension (firebase/firestore-send-email): every document
 * written to `mail` is sent as {to, message: {subject, text, html}}. Only the server writes them
 * (issue 27: browsers cannot write `mail`), from these templates: every mail links to the record
 * it is about (`<APP_BASE_URL><path>`), says why it was sent and ends with a link to the
 * notification settings. Pure: the server loads the team e-mails and each person's notification
 * preferences (functions/src/mail/mailContext.ts) and writes what this builds.
 */

import type { MailMessage, StoredMailDoc } from '@/data/mail';
import { paths } from '@/lib/paths';
import type { DigestItem } from './digest';
import type { Delivery } from './preferences';

type MailTeam = 'orders' | 'fulfillment' | 'compliance';

/**
 * Who receives each event's mail: the team addresses (team_contacts/{team}.email, '' = none) and
 * the per-event recipients set by the top roles in the notifications tab
 * (`notification_emails/{event}.emails`). An event with its own list goes to that list only;
 * without one it goes to its default team (EVENT_DEFAULT_TEAM), if any.
 */
export interface TeamEmails extends Record<MailTeam, string> {
  routes?: Partial<Record<MailEventType, string[]>>;
}

/**
 * A user who may receive their own mail about an event, with their choice for the event's kind
 * (model/preferences.ts): `immediately` puts them in `to`, `digest` in the built mail's digest
 * (which needs their `uid`), `never` nowhere. Without `delivery`, the old opt-out decides:
 * `optedOut` reads as never, else immediately.
 */
export interface MailPerson {
  email: string;
  uid?: string;
  delivery?: Delivery;
  optedOut?: boolean;
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
      /** The corporate notes written with the approval ('' for none). */
      notes: string;
      franchisee: MailPerson | null;
    }
  | {
      type: 'complianceFailed';
      reportId: string;
      serialNo: number;
      /** The franchise location inspected (the report's link names it). */
      locationId: string;
      locationName: string;
      result: 'fail' | 'dnq';
      owner: MailPerson | null;
      /** When an edit made it fail (ms); absent for the publish. Each edit has its own mail. */
      editedAt?: number;
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
      /** The reviewer's reason or notes with the decision ('' for none). */
      notes: string;
      requester: MailPerson | null;
    }
  | {
      /**
       * An approval request given to a reviewer (notifyEvent): routed to them when it was sent,
       * or reassigned to them with a reason. To the assignee only.
       */
      type: 'approvalAssigned';
      requestId: string;
      /** History entries up to the assigning one: one mail per assignment. */
      historyCount: number;
      requestName: string;
      locationName: string;
      /** Who handed it over and why; null when the routing table assigned it at its sending. */
      reassigned: { byName: string; reason: string } | null;
      /** The assignee. */
      person: MailPerson | null;
    }
  | {
      /**
       * Days of the last week without a sales entry at a location (the daily job
       * functions/src/jobs/lateSales.ts): one mail per location and run day.
       */
      type: 'salesLate';
      locationId: string;
      locationName: string;
      /** The day the job ran for. */
      day: string;
      missingDays: string[];
      /** The location's staff with the sales permission and the territory's owner. */
      people: MailPerson[];
    }
  | {
      /** A pending or "Revision Requested" order that waited too long (jobs/expiredOrders.ts). */
      type: 'orderExpired';
      orderId: string;
      orderNumber: number;
      locationName: string;
      /** The order's last change (unix seconds): a changed order that expires again mails again. */
      updatedAtTimestamp: number;
      expiryDays: number;
      people: MailPerson[];
    }
  | {
      /** A follow-up action past its due day (jobs/followUps.ts), once per due day. */
      type: 'actionOverdue';
      actionId: string;
      question: string;
      locationName: string;
      serialNo: number;
      dueDay: string;
      people: MailPerson[];
    }
  | {
      /**
       * The follow-up actions of a report just published, assigned at once to one person
       * (functions/src/compliance/publishReport.ts): one mail per report and assignee.
       */
      type: 'actionAssigned';
      reportId: string;
      serialNo: number;
      locationId: string;
      locationName: string;
      /** The failed questions, one action each. */
      questions: string[];
      assigneeId: string;
      person: MailPerson | null;
      /** When an edit created these actions (ms); absent for the publish. */
      editedAt?: number;
    }
  | {
      /** Monday's summary of a territory's overdue follow-up actions, to its owner. */
      type: 'actionsWeekly';
      territoryId: string;
      territoryName: string;
      day: string;
      actions: { question: string; locationName: string; dueDay: string; assigneeName: string }[];
      people: MailPerson[];
    }
  | {
      /** A location due for inspection by its schedule (jobs/inspectionsDue.ts). */
      type: 'inspectionDue';
      locationId: string;
      locationName: string;
      /** The day the inspection fell due; null when the location was never inspected. */
      dueDay: string | null;
      people: MailPerson[];
    }
  | {
      /** An open approval request due soon or overdue (jobs/approvalsDue.ts). */
      type: 'approvalDue';
      requestId: string;
      requestName: string;
      locationName: string;
      dueDay: string;
      state: 'dueSoon' | 'overdue';
      people: MailPerson[];
    }
  | {
      /** An approval request overdue for the configured number of days: to the top roles. */
      type: 'approvalEscalated';
      requestId: string;
      requestName: string;
      locationName: string;
      dueDay: string;
      daysOverdue: number;
      people: MailPerson[];
    }
  | {
      /** Monday's digest of what a user must act on (the home dashboard's cards). */
      type: 'weeklyDigest';
      uid: string;
      day: string;
      lines: { label: string; count: number }[];
      person: MailPerson;
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
  approvalAssigned: null,
  salesLate: null,
  orderExpired: null,
  actionOverdue: null,
  actionAssigned: null,
  actionsWeekly: null,
  inspectionDue: null,
  approvalDue: null,
  approvalEscalated: null,
  weeklyDigest: null,
};

/** The mail id's end for an event of an edit of a published report (made at `editedAt`). */
const editedSuffix = (editedAt: number | undefined) =>
  editedAt === undefined ? '' : `-edited-${editedAt}`;

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
  /** Deterministic, so one event can never send its mail twice (written with create()). */
  id: string;
  /** The mail to send now; null when only digest readers are left. */
  doc: MailDoc | null;
  /** The people who chose the daily digest for this kind, and what their digest lists. */
  digest: { people: (MailPerson & { uid: string })[]; item: DigestItem } | null;
}

const MAX_RECIPIENTS = 10;

const DECISION_WORDS = {
  approved: 'approved',
  denied: 'denied',
  revisionRequested: 'returned for revision',
} as const;

/** How `person` gets this event: their preference, else the old opt-out (never) or at once. */
function deliveryOf(person: MailPerson): Delivery {
  const delivery = person.delivery ?? (person.optedOut ? 'never' : 'immediately');
  // A digest needs the user's id; without one they get the mail itself.
  return delivery === 'digest' && !person.uid ? 'immediately' : delivery;
}

/** The event's addresses (when set) and the person's (when they want it now), distinct. */
export function recipients(
  addresses: string | string[],
  person: MailPerson | null = null,
): string[] {
  const list = (typeof addresses === 'string' ? [addresses] : addresses).map((a) => a.trim());
  if (person && deliveryOf(person) === 'immediately') list.push(person.email.trim());
  return [...new Set(list.filter((address) => address !== ''))].slice(0, MAX_RECIPIENTS);
}

/** The event's addresses and every person who wants it now, distinct (at most 10). */
function peopleRecipients(addresses: string[], people: readonly MailPerson[]): string[] {
  return recipients([
    ...addresses,
    ...people.filter((person) => deliveryOf(person) === 'immediately').map((p) => p.email),
  ]);
}

/** Every person an event concerns (its `franchisee`, `owner`, `requester`, `person`, `people`). */
function peopleOf(event: MailEvent): MailPerson[] {
  const fields = event as Partial<
    Record<'franchisee' | 'owner' | 'requester' | 'person', MailPerson | null>
  > & { people?: readonly MailPerson[] };
  const one = [fields.franchisee, fields.owner, fields.requester, fields.person];
  return [...one, ...(fields.people ?? [])].filter((p): p is MailPerson => Boolean(p));
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What a mail says, before it is rendered as text and HTML (renderMail). */
interface MailParts {
  subject: string;
  /** The body, one paragraph each. */
  lines: string[];
  /** Records listed under the body, each linked (a digest's events). */
  items?: { title: string; text: string; path: string }[];
  /** A reviewer's reason or notes, quoted under the body when not blank. */
  notes?: { label: string; text: string };
  /** The record the mail is about: its app path (src/lib/paths.ts) and the link's words. */
  link: { path: string; label: string };
  /** Why the recipient gets it, starting "You get this because". */
  reason: string;
}

/** The app address of `path` on `baseUrl` (APP_BASE_URL, a trailing slash ignored). */
const urlOf = (baseUrl: string, path: string) => `${baseUrl.replace(/\/+$/, '')}${path}`;

const SETTINGS_WORDS = 'Choose which e-mails you get';

/**
 * The subject, text and HTML of a mail: the body, the listed records, the notes, the link to the
 * record, why it was sent and the link to the notification settings. Everything taken from a
 * record is escaped in the HTML.
 */
export function renderMail(parts: MailParts, baseUrl: string): MailMessage {
  const link = urlOf(baseUrl, parts.link.path);
  const settings = urlOf(baseUrl, paths.account('general'));
  const notes = parts.notes && parts.notes.text.trim() !== '' ? parts.notes : null;
  const items = parts.items ?? [];
  const text = [
    ...parts.lines,
    ...items.map((i) => `- ${i.title}: ${i.text}\n  ${urlOf(baseUrl, i.path)}`),
    ...(notes ? [`${notes.label}: ${notes.text.trim()}`] : []),
    '',
    `${parts.link.label}: ${link}`,
    '',
    parts.reason,
    `${SETTINGS_WORDS}: ${settings}`,
  ].join('\n');
  const a = (href: string, words: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(words)}</a>`;
  const html = [
    ...parts.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    items.length > 0
      ? `<ul>${items.map((i) => `<li>${a(urlOf(baseUrl, i.path), i.title)}: ${escapeHtml(i.text)}</li>`).join('')}</ul>`
      : '',
    notes
      ? `<p><strong>${escapeHtml(notes.label)}:</strong> ${escapeHtml(notes.text.trim()).replace(/\n/g, '<br>')}</p>`
      : '',
    `<p>${a(link, parts.link.label)}</p>`,
    `<hr><p><small>${escapeHtml(parts.reason)} ${a(settings, SETTINGS_WORDS)}.</small></p>`,
  ].join('');
  return { subject: parts.subject, text, html };
}

/** A case's mail: subject, body lines, the record's link, why it is sent, optional notes. */
function message(
  subject: string,
  lines: string[],
  link: MailParts['link'],
  reason: string,
  notes?: MailParts['notes'],
): MailParts {
  return { subject, lines, link, reason, ...(notes ? { notes } : {}) };
}

/**
 * The mail of `event` caused by `uid` (its team addresses and the people who want it now), its
 * links on `baseUrl` (APP_BASE_URL), and the people who chose the daily digest for its kind; null
 * when nobody is to hear of it (no team address, and every person chose never or has no address).
 */
export function buildMail(
  event: MailEvent,
  teams: TeamEmails,
  uid: string,
  baseUrl: string,
): BuiltMail | null {
  let id: string;
  let ref: string;
  let to: string[];
  let content: MailParts;
  switch (event.type) {
    case 'orderSubmitted':
      id = `orderSubmitted-${event.orderId}`;
      ref = event.orderId;
      to = recipients(eventAddresses(event.type, teams));
      content = message(
        `Order #${event.orderNumber} submitted`,
        [
          `Order #${event.orderNumber} for ${event.locationName} was submitted and waits for approval.`,
        ],
        { path: paths.orders.detail(event.orderId), label: `Open order #${event.orderNumber}` },
        'You get this because you receive the notifications of submitted orders.',
      );
      break;
    case 'orderApproved':
      id = `orderApproved-${event.orderId}-${event.revisionCount}`;
      ref = event.orderId;
      to = recipients(eventAddresses(event.type, teams), event.franchisee);
      content = message(
        `Order #${event.orderNumber} approved`,
        [
          `Order #${event.orderNumber} for ${event.locationName} was approved and can be fulfilled.`,
        ],
        { path: paths.orders.detail(event.orderId), label: `Open order #${event.orderNumber}` },
        'You get this because you placed this order or receive the notifications of approved orders.',
        { label: 'Notes', text: event.notes },
      );
      break;
    case 'complianceFailed': {
      id = `complianceFailed-${event.reportId}${editedSuffix(event.editedAt)}`;
      ref = event.reportId;
      to = recipients(eventAddresses(event.type, teams), event.owner);
      const outcome = event.result === 'dnq' ? 'DNQ' : 'Fail';
      content = message(
        `Compliance report #${event.serialNo}: ${outcome}`,
        [
          `Compliance report #${event.serialNo} for ${event.locationName} was ${event.editedAt === undefined ? 'published' : 'updated'} with the result ${outcome}.`,
        ],
        {
          path: paths.compliance.reports.view(event.reportId, event.locationId),
          label: `Open compliance report #${event.serialNo}`,
        },
        "You get this because you own this location's territory or receive the notifications of failed inspections.",
      );
      break;
    }
    case 'approvalSubmitted':
      id = `approvalSubmitted-${event.requestId}-${event.historyCount}`;
      ref = event.requestId;
      to = recipients(eventAddresses(event.type, teams));
      content = message(
        `Approval request: ${event.requestName}`,
        [
          `The approval request "${event.requestName}" for ${event.locationName} was sent and waits for a decision.`,
        ],
        { path: paths.approvals.detail(event.requestId), label: 'Open the request' },
        'You get this because you review approval requests.',
      );
      break;
    case 'approvalDecided': {
      id = `approvalDecided-${event.requestId}-${event.historyCount}`;
      ref = event.requestId;
      to = recipients(eventAddresses(event.type, teams), event.requester);
      const outcome = DECISION_WORDS[event.decision];
      content = message(
        `Approval request ${outcome}: ${event.requestName}`,
        [`Your approval request "${event.requestName}" was ${outcome}.`],
        { path: paths.approvals.detail(event.requestId), label: 'Open the request' },
        'You get this because you sent this approval request.',
        { label: "Reviewer's notes", text: event.notes },
      );
      break;
    }
    case 'approvalAssigned': {
      id = `approvalAssigned-${event.requestId}-${event.historyCount}`;
      ref = event.requestId;
      to = recipients([], event.person);
      const handed = event.reassigned;
      content = message(
        `Approval request ${handed ? 'reassigned' : 'assigned'} to you: ${event.requestName}`,
        [
          handed
            ? `${handed.byName || 'A reviewer'} reassigned the approval request "${event.requestName}" for ${event.locationName} to you. It waits for your decision.`
            : `The approval request "${event.requestName}" for ${event.locationName} was sent and assigned to you. It waits for your decision.`,
        ],
        { path: paths.approvals.detail(event.requestId), label: 'Open the request' },
        handed
          ? 'You get this because this approval request was reassigned to you.'
          : 'You get this because the reviewer routing assigns requests of this type and territory to you.',
        handed ? { label: 'Reason', text: handed.reason } : undefined,
      );
      break;
    }
    case 'salesLate':
      id = `salesLate-${event.locationId}-${event.day}`;
      ref = event.locationId;
      to = peopleRecipients(eventAddresses(event.type, teams), event.people);
      content = message(
        `Sales not reported: ${event.locationName}`,
        [
          `The sales of ${event.locationName} have not been reported for ${plural(event.missingDays.length, 'day')} of the last week: ${event.missingDays.join(', ')}. Please report them in Franchise Sales.`,
        ],
        { path: paths.reports.franchiseSales, label: 'Open Franchise Sales' },
        'You get this because you report or oversee the sales of this location.',
      );
      break;
    case 'orderExpired':
      id = `orderExpired-${event.orderId}-${event.updatedAtTimestamp}`;
      ref = event.orderId;
      to = peopleRecipients([], event.people);
      content = message(
        `Order #${event.orderNumber} expired`,
        [
          `Order #${event.orderNumber} for ${event.locationName} waited more than ${event.expiryDays} days without a decision and has expired. Edit and resubmit it, or delete it.`,
        ],
        { path: paths.orders.detail(event.orderId), label: `Open order #${event.orderNumber}` },
        'You get this because you placed this order.',
      );
      break;
    case 'actionOverdue':
      id = `actionOverdue-${event.actionId}-${event.dueDay}`;
      ref = event.actionId;
      to = peopleRecipients([], event.people);
      content = message(
        `Follow-up action overdue: ${event.locationName}`,
        [
          `The follow-up action "${event.question}" of compliance report #${event.serialNo} for ${event.locationName} was due on ${event.dueDay} and is not done yet.`,
        ],
        { path: paths.compliance.actions, label: 'Open the follow-up actions' },
        'You get this because this follow-up action is assigned to you.',
      );
      break;
    case 'actionAssigned': {
      id = `actionAssigned-${event.reportId}-${event.assigneeId}${editedSuffix(event.editedAt)}`;
      ref = event.reportId;
      to = recipients([], event.person);
      const count = event.questions.length;
      content = message(
        `Follow-up ${count === 1 ? 'action' : 'actions'} assigned to you: ${event.locationName}`,
        [
          `Compliance report #${event.serialNo} for ${event.locationName} failed ${plural(count, 'question')}; ${count === 1 ? 'its follow-up action is' : 'their follow-up actions are'} assigned to you:`,
          ...event.questions.map((question) => `"${question}"`),
        ],
        { path: paths.compliance.actions, label: 'Open the follow-up actions' },
        `You get this because these follow-up actions were assigned to you when the ${event.editedAt === undefined ? 'inspection was published' : 'report was updated'}.`,
      );
      content.items = [
        {
          title: `Compliance report #${event.serialNo}`,
          text: event.locationName,
          path: paths.compliance.reports.view(event.reportId, event.locationId),
        },
      ];
      break;
    }
    case 'actionsWeekly':
      id = `actionsWeekly-${event.territoryId}-${event.day}`;
      ref = event.territoryId;
      to = peopleRecipients([], event.people);
      content = message(
        `Follow-up actions overdue in ${event.territoryName}: ${event.actions.length}`,
        [
          `${plural(event.actions.length, 'follow-up action')} of ${event.territoryName} ${event.actions.length === 1 ? 'is' : 'are'} overdue:`,
          ...event.actions.map(
            (a) =>
              `${a.locationName}: "${a.question}", due ${a.dueDay}, ${a.assigneeName || 'not assigned'}`,
          ),
        ],
        { path: paths.compliance.actions, label: 'Open the follow-up actions' },
        'You get this because you own this territory.',
      );
      break;
    case 'inspectionDue':
      id = `inspectionDue-${event.locationId}-${event.dueDay ?? 'never'}`;
      ref = event.locationId;
      to = peopleRecipients([], event.people);
      content = message(
        `Inspection due: ${event.locationName}`,
        [
          event.dueDay
            ? `${event.locationName} was due for its compliance inspection on ${event.dueDay}.`
            : `${event.locationName} has never been inspected and is due for its compliance inspection.`,
        ],
        { path: paths.compliance.reports.selectLocation, label: 'Start an inspection' },
        'You get this because you inspect this location or own its territory.',
      );
      break;
    case 'approvalDue': {
      id = `approvalDue-${event.requestId}-${event.state}-${event.dueDay}`;
      ref = event.requestId;
      to = peopleRecipients([], event.people);
      const when = event.state === 'overdue' ? 'overdue' : 'due soon';
      content = message(
        `Approval request ${when}: ${event.requestName}`,
        [
          `The approval request "${event.requestName}" for ${event.locationName} is ${when}: a decision is due by ${event.dueDay}.`,
        ],
        { path: paths.approvals.detail(event.requestId), label: 'Open the request' },
        'You get this because you review this approval request.',
      );
      break;
    }
    case 'approvalEscalated':
      id = `approvalEscalated-${event.requestId}-${event.dueDay}`;
      ref = event.requestId;
      to = peopleRecipients([], event.people);
      content = message(
        `Approval request overdue ${plural(event.daysOverdue, 'day')}: ${event.requestName}`,
        [
          `The approval request "${event.requestName}" for ${event.locationName} was due on ${event.dueDay} and is still waiting for a decision (${plural(event.daysOverdue, 'day')} overdue).`,
        ],
        { path: paths.approvals.detail(event.requestId), label: 'Open the request' },
        'You get this because overdue approval requests are escalated to you.',
      );
      break;
    case 'weeklyDigest':
      id = `weeklyDigest-${event.uid}-${event.day}`;
      ref = event.uid;
      to = recipients([], event.person);
      content = message(
        `Your week in Harbor Ops: what waits for you`,
        [
          'These wait for you in Harbor Ops:',
          ...event.lines.map((line) => `${line.label}: ${line.count}`),
        ],
        { path: paths.app, label: 'Open Harbor Ops' },
        'You get this because you receive the weekly summary of what waits for you.',
      );
      break;
  }
  const digestPeople = peopleOf(event).filter(
    (p): p is MailPerson & { uid: string } => deliveryOf(p) === 'digest',
  );
  if (to.length === 0 && digestPeople.length === 0) return null;
  const rendered = renderMail(content, baseUrl);
  return {
    id,
    doc:
      to.length === 0
        ? null
        : { to, message: rendered, event: { type: event.type, ref }, createdBy: uid },
    digest:
      digestPeople.length === 0
        ? null
        : {
            people: digestPeople,
            item: {
              kind: event.type,
              mailId: id,
              subject: content.subject,
              summary: content.lines[0] ?? '',
              path: content.link.path,
            },
          },
  };
}
