import {
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import type { TerritoryScope } from '@/features/auth';
import {
  toUpcomingEvent,
  upcomingWindow,
  UPCOMING_LIMIT,
  type UpcomingEvent,
} from '../model/upcoming';
import { approvalsCollection } from './refs';

/**
 * Approved event, catering and truck-stop requests (formId `event`) of a scope (auth territoryScope) whose event falls
 * in the next 30 days, soonest first. Indexed (firestore.indexes.json: formId, status,
 * [territoryId,] eventTimeAndDate); scoped users query `territoryId in` their territories (at most
 * 30), which the approvals read rule can prove.
 */
export async function listUpcomingEvents(
  firestore: Firestore,
  scope: TerritoryScope,
  now: Date,
): Promise<UpcomingEvent[]> {
  if (scope.kind === 'none') return [];
  const { from, to } = upcomingWindow(now);
  const constraints = [
    where('formId', '==', 'event'),
    where('status', '==', 'approved'),
    ...(scope.kind === 'all' ? [] : [where('territoryId', 'in', scope.territoryIds.slice(0, 30))]),
    where('eventTimeAndDate', '>=', Timestamp.fromDate(from)),
    where('eventTimeAndDate', '<=', Timestamp.fromDate(to)),
    orderBy('eventTimeAndDate', 'asc'),
    limit(UPCOMING_LIMIT),
  ];
  const snap = await getDocs(query(approvalsCollection(firestore), ...constraints));
  return snap.docs
    .map((d) => toUpcomingEvent({ ...d.data(), id: d.id }))
    .filter((e): e is UpcomingEvent => e !== null);
}
