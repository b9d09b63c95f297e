import { waitForPendingWrites, type Firestore } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { functions } from '@/lib/firebase';
import {
  CALLABLES,
  type CompleteInventoryCountRequest,
  type InventoryPeriodRequest,
  type InventoryStepResult,
  type StartInventoryPeriodRequest,
  type StartInventoryPeriodResult,
} from '@/lib/callables';
import type { CountKind } from '../model/inventoryStatus';

/*
 * The steps of an inventory period, each a callable of the server (functions/src/inventory): the
 * only way a period is created or its status changes (firestore.rules: browsers read periods and
 * write count lines and stock movements only). A refusal throws the server's sentence, which the
 * screens show with errorText (src/lib/errors.ts).
 */

/** What the screens say when a period's step is tried without a connection. */
export const INVENTORY_OFFLINE_MESSAGE =
  'Starting, completing or reopening a count needs a connection: nothing was changed. Try again when you are back online.';

/**
 * Calls an inventory callable. Without a connection nothing is sent (`offline` says so): a
 * period's steps and the transfers are the server's to make.
 */
export async function callStep<Req, Res>(
  name: keyof typeof CALLABLES,
  request: Req,
  offline = INVENTORY_OFFLINE_MESSAGE,
): Promise<Res> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new Error(offline);
  return (await httpsCallable<Req, Res>(functions, CALLABLES[name])(request)).data;
}

/**
 * Starts a period of a location through the server's `startInventoryPeriod` callable
 * (functions/src/inventory): its opening count in progress, pre-filled with the last closing
 * count. Refused (the server's sentence, errorText) while the location has an unfinished period,
 * outside the caller's territories or without Inventory create.
 */
export function startInventoryPeriod(
  request: StartInventoryPeriodRequest,
): Promise<StartInventoryPeriodResult> {
  return callStep<StartInventoryPeriodRequest, StartInventoryPeriodResult>('startInventoryPeriod', {
    ...request,
    name: request.name.trim(),
  });
}

/**
 * Completes the count in progress (`completeInventoryCount`): the server re-reads every line and
 * refuses, naming how many, while lines are blank or flagged lines unanswered.
 */
export function completeInventoryCount(
  reportId: string,
  count: CountKind,
): Promise<InventoryStepResult> {
  return callStep<CompleteInventoryCountRequest, InventoryStepResult>('completeInventoryCount', {
    reportId,
    count,
  });
}

/** Starts the closing count of an open period (`beginInventoryClosing`). */
export function beginInventoryClosing(reportId: string): Promise<InventoryStepResult> {
  return callStep<InventoryPeriodRequest, InventoryStepResult>('beginInventoryClosing', {
    reportId,
  });
}

/** A top role reopens a closed period's closing count (`reopenInventoryPeriod`), counted. */
export function reopenInventoryPeriod(reportId: string): Promise<InventoryStepResult> {
  return callStep<InventoryPeriodRequest, InventoryStepResult>('reopenInventoryPeriod', {
    reportId,
  });
}

/**
 * Resolves true once every write made on this device (count lines) has reached the server, so
 * completing a count checks the lines the counter sees; false offline or after `ms` (a line still
 * waiting in the persistent cache would read as blank on the server).
 */
export async function linesReachedServer(db: Firestore, ms = 30_000): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([waitForPendingWrites(db).then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}
