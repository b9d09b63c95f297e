import { query, type Firestore, type Query } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { draftOrdersList } from '../fixedQueries';
import type { DraftOrderDoc } from '../model/types';
import { draftOrdersCollection } from './refs';

/** The base of the drafts list (orderDraftsTable in ../tableQueries.ts): the caller's own drafts. */
export function draftsListBase(firestore: Firestore, uid: string): Query<DraftOrderDoc> {
  return query(
    draftOrdersCollection(firestore),
    ...constraintsOf(draftOrdersList, { userId: uid }),
  );
}
