import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore';
import { REFERENCE_DATA_KEY, SESSION_CACHE } from '@/features/referenceData';
import { loadPackingSlip } from '../fulfillment/api/load-packing-slip';
import { getDraft } from './get-draft';
import { getLlcName } from './get-llc-name';
import { getOrder } from './get-order';

/**
 * The orders feature's TanStack queries over its repository functions. Orders and drafts change
 * under the user's hands, so every write of this feature calls `forgetOrder` / `forgetDraft`
 * (a screen opened afterwards reads the server again); the LLC names are reference data, read
 * once per sign-in (the catalogue is the shared features/referenceData one).
 */
const ORDERS_KEY = ['orders'] as const;

/** The expired orders bell's list (bells/components/ExpiredOrdersBell). */
export const EXPIRED_ORDERS_KEY = [...ORDERS_KEY, 'expired'] as const;

/** The read's failure goes to the console (the screen shows only that it failed). */
function logged<T>(what: string, read: () => Promise<T>): () => Promise<T> {
  return () =>
    read().catch((error: unknown) => {
      console.error(`Loading ${what} failed`, error);
      throw error;
    });
}

export const orderQuery = (firestore: Firestore, id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'order', id],
    queryFn: logged('the order', () => getOrder(firestore, id)),
  });

export const draftQuery = (firestore: Firestore, id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'draft', id],
    queryFn: logged('the draft', () => getDraft(firestore, id)),
  });

export const packingSlipQuery = (firestore: Firestore, id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'packingSlip', id],
    queryFn: logged('the packing slip', () => loadPackingSlip(firestore, id)),
  });

/** '' for an LLC that does not exist: the order page still shows everything else. */
export const llcNameQuery = (firestore: Firestore, llcId: string) =>
  queryOptions({
    queryKey: [...REFERENCE_DATA_KEY, 'llcName', llcId],
    queryFn: logged('the LLC', () => getLlcName(firestore, llcId)),
    ...SESSION_CACHE,
  });

/** After a write to order `id`: its detail, edit and packing slip screens read it again. */
export function forgetOrder(client: QueryClient, id: string): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: [...ORDERS_KEY, 'order', id] }),
    client.invalidateQueries({ queryKey: [...ORDERS_KEY, 'packingSlip', id] }),
    // Any change to an order may take it off the expired bell.
    client.invalidateQueries({ queryKey: EXPIRED_ORDERS_KEY }),
  ]).then(() => undefined);
}

/** After saving, submitting or deleting draft `id`. */
export function forgetDraft(client: QueryClient, id: string): void {
  client.removeQueries({ queryKey: [...ORDERS_KEY, 'draft', id] });
}
