import { lazyWidget } from '@/lib/lazyWidget';
/**
 * Notification e-mails through the `mail` collection (Trigger Email extension). Other features
 * build an event's mail with buildMail() and add it to the write of the event with writeMail();
 * the rules accept a mail only together with its event (firestore.rules, "mail").
 */
export { buildMail, type MailEvent, type MailPerson, type TeamEmails } from './model/buildMail';
export { getMailPerson, getTeamEmails, mailRef, writeMail } from './api/mail-refs';

/**
 * The profile's e-mail opt-out switch. Lazy, so that ordering and compliance code importing the
 * builder (also from the rules tests, which have no `@/` alias) does not load React screens.
 */
export const EmailOptOutSwitch = lazyWidget(() =>
  import('./components/EmailOptOutSwitch').then((m) => m.EmailOptOutSwitch),
);

/** The notifications tab's per-event recipients (top roles). Lazy for the same reason. */
export const NotificationEmailsForm = lazyWidget(() =>
  import('./components/NotificationEmailsForm').then((m) => m.NotificationEmailsForm),
);
