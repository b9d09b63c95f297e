/**
 * Who may send (./sendRequest.ts) or decide (./decideRequest.ts) an approval request: what
 * firestore.rules checked before these callables, refused in the order a person fixes them.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { permissionName, type Permission } from '@/domain/permissions';
import { callerHolds, callerReaches, isActiveCaller, type StoredCaller } from '../caller';
import { denied, text } from '../callInput';

/**
 * Refuses unless `caller` is an account that may act, holds `act.permission`, stands where the
 * act wants them to the request's author (`act.authorRefusal` null) and has the request's
 * territory in their scope.
 */
export function assertMayActOn(
  caller: StoredCaller | undefined,
  request: DocumentData,
  act: {
    /** What an account that may not act cannot do to approval requests. */
    verb: 'send' | 'decide';
    permission: Permission;
    /** What the permission is needed for: 'send an approval request'. */
    neededTo: string;
    /** Why the caller may not act on this author's request, or null when they may. */
    authorRefusal: string | null;
  },
): void {
  if (!isActiveCaller(caller)) {
    throw denied(
      `Your account cannot ${act.verb} approval requests: it is disabled or has no role yet.`,
    );
  }
  if (!callerHolds(caller, act.permission)) {
    throw denied(`You need the "${permissionName(act.permission)}" permission to ${act.neededTo}.`);
  }
  if (act.authorRefusal) throw denied(act.authorRefusal);
  if (!callerReaches(caller, text(request.territoryId))) {
    throw denied("This request's territory is not one of yours.");
  }
}
