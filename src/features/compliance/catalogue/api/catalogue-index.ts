import { serverTimestamp, type Firestore, type Transaction } from 'firebase/firestore';
import {
  CATALOGUE_INDEX_ID,
  catalogueIndexRecord,
  complianceCatalogueIndexDoc,
} from '@/data/complianceCatalogue';
import { withQuestion } from '../../model/catalogueIndex';
import type { QuestionWeight } from '../../model/types';

/*
 * The catalogue's weight index document (model/catalogueIndex.ts): read through its typed ref
 * (src/data/complianceCatalogue.ts readCatalogueIndex), written through the raw one.
 */

/**
 * Reads the index in transaction `tx` and returns the write that gives question `id` its `weight`
 * (null: deleted). Read first, then write the question and apply the returned write, so both land
 * together: the rules refuse a question write without its index update and an index write that
 * does not match its question.
 */
export async function indexUpdateIn(
  db: Firestore,
  tx: Transaction,
  id: string,
  weight: QuestionWeight | null,
): Promise<() => void> {
  const snap = await tx.get(catalogueIndexRecord(db));
  const next = withQuestion(snap.data() ?? null, id, weight);
  return () => {
    tx.set(complianceCatalogueIndexDoc(db, CATALOGUE_INDEX_ID), {
      ...next,
      updatedAt: serverTimestamp(),
    });
  };
}
