/**
 * The daily digest (issue 27): a user who chose "In the daily digest" for an event kind is left
 * out of that event's mail, and the server records the event for them instead
 * (`mail_digest_items/{mailId}__{uid}`, server-written only). The daily digest job sends each
 * user one mail of their items, rendered here. Pure, shared by the app's tests and the server.
 */
import type { MailMessage } from '@/data/mail';
import { paths } from '@/lib/paths';
import { renderMail } from './buildMail';

/** What one event puts in a digest: its mail's subject and first line, and its record's link. */
export interface DigestItem {
  /** The event type (MailEventType). */
  kind: string;
  /** The event's mail id (buildMail): one item per event and user. */
  mailId: string;
  subject: string;
  summary: string;
  /** The record's app path (src/lib/paths.ts), without the base URL. */
  path: string;
}

/** The `event.type` of a daily digest mail (its `ref` is the user's uid). */
export const DAILY_DIGEST_EVENT = 'dailyDigest';

/** `mail_digest_items/{id}` of one event's item for user `uid`. */
export const digestItemId = (mailId: string, uid: string): string => `${mailId}__${uid}`;

/**
 * Where a stored item stands: waiting for the next daily digest, sent in one (`digestMailId`), or
 * dropped because its user no longer wants that kind at all (or cannot receive mail).
 */
export type DigestItemState = 'pending' | 'sent' | 'dropped';

/**
 * What `mail_digest_items/{mailId}__{uid}` holds when an event is kept for `person`'s digest
 * (without createdAt, which the writer stamps): dated by the franchisor's `day` it happened, and
 * pending until the daily digest job (functions/src/jobs/dailyDigest.ts) sends or drops it.
 */
export const pendingDigestItem = (
  item: DigestItem,
  person: { uid: string; email: string },
  day: string,
) => ({ ...item, uid: person.uid, email: person.email, day, state: 'pending' as DigestItemState });

/**
 * One user's digest mail of `items` (oldest first, as given) for `day` (yyyy-MM-dd): each item's
 * subject, summary and link, why it is sent and the link to the notification settings. Null when
 * there is nothing to send.
 */
export function renderDigest(
  items: readonly DigestItem[],
  day: string,
  baseUrl: string,
): MailMessage | null {
  if (items.length === 0) return null;
  const count = items.length === 1 ? '1 notice' : `${items.length} notices`;
  return renderMail(
    {
      subject: `Your Harbor Ops digest for ${day}: ${count}`,
      lines: [`Since your last digest, Harbor Ops has ${count} for you:`],
      items: items.map((item) => ({
        title: item.subject,
        text: item.summary,
        path: item.path,
      })),
      link: { path: paths.app, label: 'Open Harbor Ops' },
      reason: 'You get this because you chose the daily digest for these notifications.',
    },
    baseUrl,
  );
}
