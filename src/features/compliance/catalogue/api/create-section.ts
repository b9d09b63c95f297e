import { addDoc, serverTimestamp, type Firestore } from 'firebase/firestore';
import { nextOrder } from '../../model/sections';
import { toSectionName } from '../model/schemas';
import { sectionsRef } from './collections';
import { SectionNameTakenError } from './errors';
import { isSectionNameTaken } from './section-name-taken';
import { listSections } from './list-sections';

/**
 * Creates a section at the end of both types' orders (highest + 1, spec 02 §4). Throws
 * SectionNameTakenError for a duplicate name. Two admins creating at the same instant could both
 * pass the check; for a handful of sections kept by two roles that is accepted.
 */
export async function createSection(firestore: Firestore, name: string): Promise<string> {
  const names = toSectionName(name);
  if (await isSectionNameTaken(firestore, names.nameLower)) throw new SectionNameTakenError();
  const sections = await listSections(firestore);
  const ref = await addDoc(sectionsRef(firestore), {
    ...names,
    orderInRestaurant: nextOrder(sections.map((s) => s.orderInRestaurant)),
    orderInTruck: nextOrder(sections.map((s) => s.orderInTruck)),
    updatedAtTimestamp: Date.now(),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}
