import { getDocs, query, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { outbox } from '../fixedQueries';
import { mailCollection, type StoredMailDoc } from './mail-refs';

export interface OutboxMail extends StoredMailDoc {
  id: string;
}

/** How many of the newest mail documents the Outbox shows. */
export const OUTBOX_LIMIT = 100;

/** The newest mail documents, newest first (single-field index on createdAt). */
export async function listOutbox(firestore: Firestore): Promise<OutboxMail[]> {
  const snap = await getDocs(
    query(mailCollection(firestore), ...constraintsOf(outbox, {}, { limit: OUTBOX_LIMIT })),
  );
  return snap.docs.map((d) => ({ ...d.data(), id: d.id }));
}
