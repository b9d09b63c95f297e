import { getDocs, query, type DocumentData, type Firestore, type Query } from 'firebase/firestore';
import {
  deliveryLocationOptions,
  llcOptions,
  type DeliveryLocationOption,
  type LlcOption,
} from '@/data/referenceData';
import { constraintsOf } from '@/data/query/declaredQuery';
import { chunkQueries, readChunks, uniqueById } from '@/data/query/scopeChunks';
import { isTopRole, REFERENCE_LIMIT, scopeIds, type ScopeUser } from '@/features/referenceData';
import { orderFormDeliveryLocations, orderFormLlcs } from '../fixedQueries';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * What the order form picks from besides the session's shared territories and catalogue
 * (features/referenceData), within the caller's scope (the rules refuse anything wider): the
 * enabled delivery locations and the LLCs, read at once. The scoped reads name the territory ids
 * on the caller's record, 30 a query (Firestore's limit for `in` and `array-contains-any`), so
 * any number of territories is covered. Tens of rows each, so one bounded read per list.
 */
async function rowsOf<T extends DocumentData>(q: Query<T>): Promise<T[]> {
  return (await getDocs(q)).docs.map((d) => d.data());
}

/** Every row of `build`'s query over the ids, one query per chunk of 30; none without ids. */
function rowsOfIds<T extends DocumentData>(
  ids: readonly string[],
  build: (chunk: readonly string[]) => Query<T>,
) {
  return ids.length === 0
    ? Promise.resolve([])
    : readChunks(chunkQueries({ values: ids, build }), rowsOf);
}

interface OrderPlaces {
  deliveryLocations: DeliveryLocationOption[];
  llcs: LlcOption[];
}

export async function loadOrderPlaces(db: Firestore, me: ScopeUser): Promise<OrderPlaces> {
  const top = isTopRole(me.role);
  const mine = top ? [] : scopeIds(me);
  const locations = deliveryLocationOptions(db);
  const llcs = llcOptions(db);
  const [locationRows, llcRows] = await Promise.all([
    top
      ? rowsOf(
          query(
            locations,
            ...constraintsOf(orderFormDeliveryLocations, {}, { limit: REFERENCE_LIMIT }),
          ),
        )
      : rowsOfIds(mine, (ids) =>
          query(locations, ...constraintsOf(orderFormDeliveryLocations, { territoryId: [...ids] })),
        ),
    top
      ? rowsOf(query(llcs, ...constraintsOf(orderFormLlcs, {}, { limit: REFERENCE_LIMIT })))
      : rowsOfIds(mine, (ids) =>
          query(llcs, ...constraintsOf(orderFormLlcs, { territoryIds: [...ids] })),
        ),
  ]);

  return {
    deliveryLocations: locationRows.filter((l) => l.enabled).sort(byName),
    // An LLC serving territories of two chunks is found by both.
    llcs: uniqueById(llcRows).sort(byName),
  };
}
