/**
 * The server-only decisions of the inventory period callables (inventoryPeriods.ts), pure so they
 * are unit-tested beside them (inventoryPeriodRules.test.ts): reading each request, and whether
 * the caller may take a step. Who may is what firestore.rules checked before these callables
 * (README "Inventory counts"), on the app's permission model (src/domain): the franchise staff
 * (Franchisee Owner, Manager, Employee) of the location's territory with Inventory create (to
 * start) or edit (to step); the top roles read every count and only reopen a closed period.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { FRANCHISE_STAFF_ROLES, permissionName, TOP_ROLES } from '@/domain/permissions';
import {
  STATUS_LABELS,
  type InventoryStatus,
} from '@/features/reports/inventory/model/inventoryStatus';
import type { CountKind } from '@/data/shapes/inventory';
import {
  callerHolds,
  callerReaches,
  isActiveCaller,
  type ActiveCaller,
  type StoredCaller,
} from '../caller';
import { docIdOf, objectOf } from '../callInput';

/** A period's name, as the New Opening Inventory form bounds it. */
const MAX_PERIOD_NAME = 200;

/** startInventoryPeriod's input: the location, the period's name, its delivery point if any. */
export function readStartRequest(data: unknown): {
  locationId: string;
  name: string;
  deliveryLocationId: string | null;
} {
  const input = objectOf(data);
  const locationId = docIdOf(input.locationId, 'location');
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name === '') throw new HttpsError('invalid-argument', 'Give the period a name.');
  if (name.length > MAX_PERIOD_NAME) {
    throw new HttpsError(
      'invalid-argument',
      `A period's name may have at most ${MAX_PERIOD_NAME} characters.`,
    );
  }
  const { deliveryLocationId } = input;
  return {
    locationId,
    name,
    deliveryLocationId:
      deliveryLocationId === undefined || deliveryLocationId === null || deliveryLocationId === ''
        ? null
        : docIdOf(deliveryLocationId, 'delivery location'),
  };
}

/** The input of the other steps: the period (and, to complete, which count). */
export function readPeriodRequest(data: unknown): { reportId: string } {
  return { reportId: docIdOf(objectOf(data).reportId, 'inventory period') };
}

export function readCompleteRequest(data: unknown): { reportId: string; count: CountKind } {
  const { reportId } = readPeriodRequest(data);
  const { count } = objectOf(data);
  if (count !== 'opening' && count !== 'closing') {
    throw new HttpsError('invalid-argument', 'Which count? It is the opening or the closing.');
  }
  return { reportId, count };
}

/** A caller who may act at all: an enabled account with a role. */
function assertActive(caller: StoredCaller | undefined): asserts caller is ActiveCaller {
  if (!isActiveCaller(caller)) {
    throw new HttpsError(
      'permission-denied',
      'Your account cannot change inventory counts: it is disabled or has no role yet.',
    );
  }
}

/**
 * Throws the HttpsError refusing a franchise staff step (`create`: start a period; `edit`:
 * complete a count, begin the closing) on a period of `territoryId`, in the order a person
 * fixes them: an account that may act, a franchise role, the territory, the permission.
 */
export function assertInventoryStaff(
  caller: StoredCaller | undefined,
  territoryId: string,
  action: 'create' | 'edit',
  doing: string,
): void {
  assertActive(caller);
  if (!(FRANCHISE_STAFF_ROLES as readonly unknown[]).includes(caller.role)) {
    throw new HttpsError(
      'permission-denied',
      'Counts are taken by the staff of each franchise location; corporate roles read them and may reopen a closed period.',
    );
  }
  if (!callerReaches(caller, territoryId)) {
    throw new HttpsError('permission-denied', 'This location is not in your territories.');
  }
  const permission = action === 'create' ? 'inventory.create' : 'inventory.edit';
  if (!callerHolds(caller, permission)) {
    throw new HttpsError(
      'permission-denied',
      `You need the "${permissionName(permission)}" permission to ${doing}.`,
    );
  }
}

/** Throws unless the caller is an active top role (Super Admin, Fulfillment): the reopen. */
export function assertTopRole(caller: StoredCaller | undefined): void {
  assertActive(caller);
  if (!(TOP_ROLES as readonly unknown[]).includes(caller.role)) {
    throw new HttpsError(
      'permission-denied',
      'Only Super Admin and Fulfillment may reopen a closed inventory period.',
    );
  }
}

/** Throws the refusal of a step that needs the period in `expected`, naming where it is now. */
export function assertStatus(
  status: InventoryStatus,
  expected: InventoryStatus,
  refusal: string,
): void {
  if (status !== expected) {
    throw new HttpsError(
      'failed-precondition',
      `${refusal}: this period is ${STATUS_LABELS[status]}. Reload it to see where it is.`,
    );
  }
}

/** The refusal of a second unfinished period of one location. */
export const unfinishedPeriodMessage = (locationName: string) =>
  `${locationName} already has an unfinished inventory period: finish it first.`;
