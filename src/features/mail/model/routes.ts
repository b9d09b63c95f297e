import {
  EVENT_DEFAULT_TEAM,
  MAIL_EVENT_TYPES,
  MAX_ROUTE_EMAILS,
  type MailEventType,
} from './buildMail';

/** What the notifications tab calls each event, and who else gets its mail. */
export const EVENT_LABELS: Record<MailEventType, { label: string; person: string | null }> = {
  orderSubmitted: { label: 'Order submitted', person: null },
  orderApproved: { label: 'Order approved', person: "the order's franchisee" },
  complianceFailed: { label: 'Compliance report failed or DNQ', person: "the territory's owner" },
  approvalSubmitted: { label: 'Approval request sent', person: null },
  approvalDecided: { label: 'Approval request decided', person: 'the requester' },
  approvalAssigned: { label: 'Approval request assigned to you', person: 'the assignee' },
  salesLate: {
    label: 'Sales not reported by the deadline',
    person: "the location's sales staff and the territory's owner",
  },
  // The scheduled jobs' own mails (functions/src/jobs): to the people they concern only.
  orderExpired: { label: 'Order expired', person: "the order's author" },
  actionAssigned: { label: 'Follow-up actions assigned', person: 'the assignee' },
  actionOverdue: { label: 'Follow-up action overdue', person: 'the assignee' },
  actionsWeekly: { label: 'Follow-up actions: weekly summary', person: "the territory's owner" },
  inspectionDue: { label: 'Inspection due', person: "the inspector and the territory's owner" },
  approvalDue: { label: 'Approval request due soon or overdue', person: 'the reviewer' },
  approvalEscalated: { label: 'Approval request escalated', person: 'the top roles' },
  weeklyDigest: { label: 'Weekly summary', person: 'the user' },
};

const TEAM_NAMES = { orders: 'orders', fulfillment: 'fulfillment', compliance: 'compliance' };

/** The helper text of an event's field: who gets the mail while the field is empty. */
export function defaultRecipientsText(type: MailEventType): string {
  const team = EVENT_DEFAULT_TEAM[type];
  const person = EVENT_LABELS[type].person;
  const base = team ? `Empty: the ${TEAM_NAMES[team]} team's e-mail` : 'Empty: no team';
  return person ? `${base}. Always also ${person}, unless they opted out.` : `${base}.`;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Parses one event's field: addresses separated by commas, semicolons or spaces. Empty means
 * "the default" (null). Errors use the spec's wording for e-mails.
 */
export function parseRecipients(
  text: string,
): { ok: true; emails: string[] | null } | { ok: false; error: string } {
  const emails = [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((e) => e.trim())
        .filter((e) => e !== ''),
    ),
  ];
  if (emails.length === 0) return { ok: true, emails: null };
  const bad = emails.find((e) => !EMAIL.test(e) || e.length > 255);
  if (bad) return { ok: false, error: `Must be a valid email: ${bad}` };
  if (emails.length > MAX_ROUTE_EMAILS) {
    return { ok: false, error: `At most ${MAX_ROUTE_EMAILS} e-mails` };
  }
  return { ok: true, emails };
}

/** The form's text per event from the stored routes (absent: empty, the default). */
export function routesToText(
  routes: Partial<Record<MailEventType, string[]>>,
): Record<MailEventType, string> {
  return Object.fromEntries(
    MAIL_EVENT_TYPES.map((type) => [type, (routes[type] ?? []).join(', ')]),
  ) as Record<MailEventType, string>;
}
