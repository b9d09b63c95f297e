import { getDoc, serverTimestamp, type Firestore, type Transaction } from 'firebase/firestore';
import { complianceCatalogueIndexDoc } from '@/data/complianceCatalogue';
import {
  CATALOGUE_INDEX_ID,
  catalogueWeights,
  withQuestion,
  type CatalogueIndex,
} from '../../model/catalogueIndex';
import type { QuestionWeight } from '../../model/types';

/** The catalogue's weight index document (model/catalogueIndex.ts). */
export const catalogueIndexRef = (db: Firestore) =>
  complianceCatalogueIndexDoc(db, CATALOGUE_INDEX_ID);

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
  const ref = catalogueIndexRef(db);
  const snap = await tx.get(ref);
  const next = withQuestion(snap.exists() ? (snap.data() as CatalogueIndex) : null, id, weight);
  return () => {
    tx.set(ref, { ...next, updatedAt: serverTimestamp() });
  };
}

/** Question id -> current catalogue weight (from the cache when offline, empty when unknown). */
export async function getCatalogueWeights(db: Firestore): Promise<Map<string, QuestionWeight>> {
  const snap = await getDoc(catalogueIndexRef(db));
  return catalogueWeights(snap.exists() ? (snap.data() as CatalogueIndex) : null);
}

/** The same, read inside transaction `tx` (the publish transaction scores with these). */
export async function getCatalogueWeightsIn(
  db: Firestore,
  tx: Transaction,
): Promise<Map<string, QuestionWeight>> {
  const snap = await tx.get(catalogueIndexRef(db));
  return catalogueWeights(snap.exists() ? (snap.data() as CatalogueIndex) : null);
}
