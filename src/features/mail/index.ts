import { lazyWidget } from '@/lib/lazyWidget';
/**
 * Notification e-mails through the `mail` collection (Trigger Email extension), written by the
 * server only (functions/src/mail): after its own write of an event the app asks for its mail
 * with notifyEvent(); the templates are the server's (model/buildMail.ts).
 */
export { notifyEvent } from './api/notify';

/**
 * The account page's notification preferences. Lazy, so that ordering, compliance and approval
 * code importing notifyEvent (also from the rules tests) does not load React screens.
 */
export const NotificationPreferences = lazyWidget(() =>
  import('./components/NotificationPreferences').then((m) => m.NotificationPreferences),
);

/** The notifications tab's per-event recipients (top roles). Lazy for the same reason. */
export const NotificationEmailsForm = lazyWidget(() =>
  import('./components/NotificationEmailsForm').then((m) => m.NotificationEmailsForm),
);
