import type { DocumentData } from 'firebase/firestore';
import { buildCatalogueIndex } from '../../src/features/compliance/model/catalogueIndex';
import type { QuestionWeight } from '../../src/features/compliance/model/types';
import { CREATED_AT } from './helpers';

/** Path of the catalogue's weight index document (model/catalogueIndex.ts). */
export const CATALOGUE_INDEX = 'compliance_catalogue_index/weights';

/**
 * Seed entries for the catalogue weight index holding `questions` (what the app's catalogue
 * writes and the demo seed store), so reports built from these questions can be published.
 */
export function catalogueIndexSeed(
  questions: readonly { id: string; weight: QuestionWeight }[],
): Record<string, DocumentData> {
  return { [CATALOGUE_INDEX]: { ...buildCatalogueIndex(questions), updatedAt: CREATED_AT } };
}
