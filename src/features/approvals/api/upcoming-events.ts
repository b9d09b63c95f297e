import { getDocs, query, Timestamp, type Firestore } from 'firebase/firestore';
import type { TerritoryScope } from '@/features/auth';
import { constraintsOf } from '@/data/query/declaredQuery';
import { chunkQueries, firstOfMerged } from '@/data/query/scopeChunks';
import { upcomingEvents } from '../fixedQueries';
import {
  toUpcomingEvent,
  upcomingWindow,
  UPCOMING_LIMIT,
  type UpcomingEvent,
} from '../model/upcoming';
import { approvalsCollection } from './refs';

// Soonest first, ties by id: the order of the query, so merged chunks read like one query.
const soonestFirst = (a: UpcomingEvent, b: UpcomingEvent) =>
  a.eventAt.getTime() - b.eventAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Approved event, catering and truck-stop requests (formId `event`) of a scope (auth
 * territoryScope) whose event falls in the next 30 days, soonest first. Indexed
 * (firestore.indexes.json: formId, status, [territoryId,] eventTimeAndDate); scoped users query
 * `territoryId in` their territories, which the approvals read rule can prove: one query per
 * chunk of 30 (Firestore's limit) in parallel, merged and cut to the card's limit.
 */
export async function listUpcomingEvents(
  firestore: Firestore,
  scope: TerritoryScope,
  now: Date,
): Promise<UpcomingEvent[]> {
  if (scope.kind === 'none') return [];
  const { from, to } = upcomingWindow(now);
  const queries = chunkQueries({
    values: scope.kind === 'all' ? [] : scope.territoryIds,
    build: (chunk) =>
      query(
        approvalsCollection(firestore),
        ...constraintsOf(
          upcomingEvents,
          {
            formId: 'event',
            status: 'approved',
            territoryId: scope.kind === 'all' ? undefined : [...chunk],
            from: Timestamp.fromDate(from),
            to: Timestamp.fromDate(to),
          },
          { limit: UPCOMING_LIMIT },
        ),
      ),
  });
  const lists = await Promise.all(
    queries.map(async (q) =>
      (await getDocs(q)).docs
        .map((d) => toUpcomingEvent({ ...d.data(), id: d.id }))
        .filter((e): e is UpcomingEvent => e !== null),
    ),
  );
  return firstOfMerged(lists, soonestFirst, UPCOMING_LIMIT);
}
