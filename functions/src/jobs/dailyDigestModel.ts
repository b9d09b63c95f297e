/**
 * The daily digest's decisions (./dailyDigest.ts runs them): every user with pending digest items
 * (`mail_digest_items`, written for those who chose "In the daily digest" for a kind) dated the
 * run day or earlier gets ONE mail listing them, oldest first, under the deterministic id
 * `dailyDigest-<uid>-<day>`. An item whose user now chooses "never" for its kind, or who can no
 * longer receive mail (disabled, no role or address, gone), is dropped instead: a user who opted
 * out gets nothing. A user with nothing left gets no mail.
 */
import { renderDigest, DAILY_DIGEST_EVENT, type DigestItem } from '@/features/mail/model/digest';
import type { StoredMailDoc } from '@/data/mail';
import { deliveryFor, JOB_SENDER, userOf, type JobUser } from './people';

/** A pending `mail_digest_items` document as the job reads it. */
export interface PendingDigestItem extends DigestItem {
  /** Its document id (`<mailId>__<uid>`). */
  id: string;
  uid: string;
  /** The franchisor's day it happened (yyyy-MM-dd). */
  day: string;
  /** When it was written (ms; 0 when unknown), to list a user's items oldest first. */
  createdAtMs: number;
}

/** One user's digest of a day: the mail's id and address, and the items it sends. */
export interface UserDigest {
  uid: string;
  email: string;
  mailId: string;
  items: PendingDigestItem[];
}

interface DailyDigestPlan {
  digests: UserDigest[];
  /** Ids of the items never to be sent. */
  dropped: string[];
}

/** The digest mail of user `uid` for `day`: one per user and day, so a rerun sends nothing. */
const dailyDigestId = (uid: string, day: string): string => `${DAILY_DIGEST_EVENT}-${uid}-${day}`;

const oldestFirst = (a: PendingDigestItem, b: PendingDigestItem) =>
  a.day.localeCompare(b.day) || a.createdAtMs - b.createdAtMs || a.id.localeCompare(b.id);

/** Who gets which items in the digest of `day`, and which items are dropped. */
export function planDailyDigests(
  day: string,
  items: readonly PendingDigestItem[],
  users: readonly JobUser[],
): DailyDigestPlan {
  const byUser = new Map<string, PendingDigestItem[]>();
  // An item of a later day waits for that day's digest (a run for a past day).
  for (const item of items.filter((i) => i.day <= day)) {
    byUser.set(item.uid, [...(byUser.get(item.uid) ?? []), item]);
  }
  const plan: DailyDigestPlan = { digests: [], dropped: [] };
  for (const [uid, own] of [...byUser].sort(([a], [b]) => a.localeCompare(b))) {
    const user = userOf(users, uid);
    const send = user ? own.filter((item) => deliveryFor(user, item.kind) !== 'never') : [];
    plan.dropped.push(...own.filter((item) => !send.includes(item)).map((item) => item.id));
    if (user && send.length > 0) {
      plan.digests.push({
        uid,
        email: user.email,
        mailId: dailyDigestId(uid, day),
        items: [...send].sort(oldestFirst),
      });
    }
  }
  return plan;
}

/** The `mail` document of `digest` (before createdAt); null without items. */
export function dailyDigestMail(
  digest: UserDigest,
  day: string,
  baseUrl: string,
): Omit<StoredMailDoc, 'createdAt'> | null {
  const message = renderDigest(digest.items, day, baseUrl);
  return message
    ? {
        to: [digest.email],
        message,
        event: { type: DAILY_DIGEST_EVENT, ref: digest.uid },
        createdBy: JOB_SENDER,
      }
    : null;
}
