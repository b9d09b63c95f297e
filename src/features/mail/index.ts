import { lazyWidget } from '@/lib/lazyWidget';
/**
 * Notification e-mails through the `mail` collection (Trigger Email extension). Other features
 * build an event's mail with buildMail() and add it to the write of the event with writeMail();
 * the rules accept a mail only together with its event (firestore.rules, "mail").
 */
export {
  buildMail,
  recipients,
  type BuiltMail,
  type MailDoc,
  type MailEvent,
  type MailPerson,
  type MailEventType,
  type MailTeam,
  type TeamEmails,
} from './model/buildMail';
export {
  getMailPerson,
  getMailRoutes,
  getTeamEmails,
  isOptedOut,
  mailCollection,
  mailRef,
  optOutRef,
  writeMail,
  type StoredMailDoc,
} from './api/mail-refs';
export { mailPages } from './pages';

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
