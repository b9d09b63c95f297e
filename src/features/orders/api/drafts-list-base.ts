import { query, type Firestore, type Query } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { draftOrdersList } from '../fixedQueries';
import type { DraftOrderDoc } from '../model/types';
import { draftOrderDocs } from '@/data/orders';

/** The base of the drafts list (orderDraftsTable in ../tableQueries.ts): the caller's own drafts. */
export function draftsListBase(firestore: Firestore, uid: string): Query<DraftOrderDoc> {
  return query(draftOrderDocs(firestore), ...constraintsOf(draftOrdersList, { userId: uid }));
}
