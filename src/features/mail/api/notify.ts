import type { Firestore } from 'firebase/firestore';
import { getFunctions, httpsCallable } from 'firebase/functions';
import {
  CALLABLES,
  FUNCTIONS_REGION,
  type NotifyEventKind,
  type NotifyEventRequest,
  type NotifyEventResult,
} from '@/lib/callables';

/**
 * Asks the server to send the mail of an event the caller's own write has just saved (the
 * `notifyEvent` callable, functions/src/mail/notifyEvent.ts): browsers cannot write `mail`, and
 * the server checks the event and writes its mail once. Called after the write succeeded and not
 * awaited: the record is saved whatever happens to its mail, so a failed call (a dropped
 * connection, the server unreachable) is logged and not retried (README "Mail written only by
 * the server"). The callable runs in the app of `firestore`, so the app's Functions instance
 * (src/lib/firebase.ts, connected to the emulator locally) is the one used.
 */
export function notifyEvent(firestore: Firestore, kind: NotifyEventKind, recordId: string): void {
  const call = httpsCallable<NotifyEventRequest, NotifyEventResult>(
    getFunctions(firestore.app, FUNCTIONS_REGION),
    CALLABLES.notifyEvent,
  );
  call({ kind, recordId }).catch((error: unknown) => {
    console.warn(`The ${kind} notification of ${recordId} could not be sent`, error);
  });
}
