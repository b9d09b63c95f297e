import { getDocs, type Firestore } from 'firebase/firestore';
import type { ComplianceSection } from '../../model/types';
import { sectionsRef } from './collections';

/**
 * Every question section. Sections are a short, hand-made list (the headings of a compliance
 * form), so reading them all is the design; sort them per type with `sortSections`.
 */
export async function listSections(firestore: Firestore): Promise<ComplianceSection[]> {
  const snapshot = await getDocs(sectionsRef(firestore));
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}
