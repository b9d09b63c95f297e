import {
  getAggregateFromServer,
  getDocs,
  type AggregateSpec,
  type AggregateSpecData,
  type Query,
} from 'firebase/firestore';

/**
 * What a dashboard card reads of one part of a long list (countedOldest.ts merges the parts): one
 * part's aggregates and its first `limit` rows. `matching(limit)` builds the part's query,
 * cut to `limit` rows when given; `aggregates` should hold a `count` for the merge.
 */
export async function aggregateAndOldest<T, A extends AggregateSpec>(
  matching: (limit?: number) => Query<T>,
  aggregates: A,
  limit: number,
): Promise<AggregateSpecData<A> & { oldest: T[] }> {
  const [totals, page] = await Promise.all([
    getAggregateFromServer(matching(), aggregates),
    getDocs(matching(limit)),
  ]);
  return { ...totals.data(), oldest: page.docs.map((d) => d.data()) };
}
