import type { Firestore } from 'firebase/firestore';
import {
  questionRecord,
  questionRecords,
  sectionRecord,
  sectionRecords,
} from '@/data/complianceCatalogue';

/* The catalogue's refs, read by the stored shapes' readers (src/data/complianceCatalogue.ts). */

export const questionsRef = (firestore: Firestore) => questionRecords(firestore);
export const sectionsRef = (firestore: Firestore) => sectionRecords(firestore);

export const questionDoc = (firestore: Firestore, id: string) => questionRecord(firestore, id);
export const sectionDoc = (firestore: Firestore, id: string) => sectionRecord(firestore, id);

/** Firestore batches take at most 500 writes. */
export const BATCH_LIMIT = 500;
