import {
  collection,
  doc,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { field, readConverter, readStamps, type Stamps, typedRefs } from './converter';

/*
 * Notification mail:
 * - mail/{id}: what the Trigger Email extension sends, written by the server only (issue 27)
 *   under a deterministic id, so no event mails twice;
 * - email_opt_outs/{uid}: the user's old opt-out of their own notification e-mails (issue 17),
 *   read as "never" for every kind they have not chosen since;
 * - notification_preferences/{uid}: per event kind, immediately, in the daily digest or never;
 *   written by the user only;
 * - mail_digest_items/{mailId}__{uid}: an event kept for a user's daily digest (server only).
 * Their stored shapes with their readers and converters, and their refs, taking the Firestore
 * instance. The mail feature builds the documents (features/mail/model/buildMail.ts); writes
 * pass through the converters unchanged.
 */

const mailCollection = (db: Firestore) => collection(db, COLLECTIONS.mail);

const mailDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.mail, id);

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

/**
 * A `mail` document as stored: what the extension reads, plus what the rules check. The event's
 * type is one of the mail feature's MailEventType; read back, an unknown one stays as written.
 */
export interface StoredMailDoc {
  to: string[];
  message: MailMessage;
  event: { type: string; ref: string };
  createdBy: string;
  /** Absent while the server timestamp is pending. */
  createdAt?: Timestamp;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

export function readMail(data: DocumentData): StoredMailDoc {
  const message = isRecord(data.message) ? data.message : {};
  const event = isRecord(data.event) ? data.event : {};
  const createdAt = field.timestamp(data.createdAt);
  return {
    to: field.textList(data.to),
    message: {
      subject: field.text(message.subject),
      text: field.text(message.text),
      html: field.text(message.html),
    },
    event: { type: field.text(event.type), ref: field.text(event.ref) },
    createdBy: field.text(data.createdBy),
    ...(createdAt ? { createdAt } : {}),
  };
}

const mailRefs = typedRefs(mailCollection, mailDoc, readMail);

/** `mail`, read as StoredMailDoc (readMail). */
export const mailRecords = mailRefs.collection;

const emailOptOutDoc = (db: Firestore, uid: string) => doc(db, COLLECTIONS.emailOptOuts, uid);

/** `email_opt_outs/{uid}` as stored: set by its owner only. */
interface EmailOptOutDoc extends Stamps {
  optedOut: boolean;
}

export const readEmailOptOut = (data: DocumentData): EmailOptOutDoc => ({
  optedOut: field.flag(data.optedOut),
  ...readStamps(data),
});

const emailOptOutConverter = readConverter<EmailOptOutDoc>(readEmailOptOut);

export const emailOptOutRef = (db: Firestore, uid: string): DocumentReference<EmailOptOutDoc> =>
  emailOptOutDoc(db, uid).withConverter(emailOptOutConverter);

const notificationPreferencesDoc = (db: Firestore, uid: string) =>
  doc(db, COLLECTIONS.notificationPreferences, uid);

/**
 * `notification_preferences/{uid}` as stored: `kinds` maps an event kind to 'immediately',
 * 'digest' or 'never' (features/mail/model/preferences.ts reads it); set by its owner only.
 */
interface NotificationPreferencesDoc extends Stamps {
  kinds: Record<string, string>;
}

const readNotificationPreferences = (data: DocumentData): NotificationPreferencesDoc => {
  const kinds = isRecord(data.kinds) ? data.kinds : {};
  return {
    kinds: Object.fromEntries(
      Object.entries(kinds).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
    ...readStamps(data),
  };
};

const notificationPreferencesConverter = readConverter<NotificationPreferencesDoc>(
  readNotificationPreferences,
);

export const notificationPreferencesRef = (
  db: Firestore,
  uid: string,
): DocumentReference<NotificationPreferencesDoc> =>
  notificationPreferencesDoc(db, uid).withConverter(notificationPreferencesConverter);
