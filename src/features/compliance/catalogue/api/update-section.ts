import { serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { toSectionName } from '../model/schemas';
import { sectionDoc } from './collections';
import { SectionNameTakenError } from './errors';
import { isSectionNameTaken } from './section-name-taken';

export interface UpdateSectionInput {
  id: string;
  name: string;
  orderInRestaurant: number;
  orderInTruck: number;
}

/**
 * Renames and repositions a section. Throws SectionNameTakenError when another section has the
 * name (case-insensitive, spec 02 §5). Reports keep the section name they were made with.
 */
export async function updateSection(
  firestore: Firestore,
  { id, name, ...orders }: UpdateSectionInput,
): Promise<void> {
  const names = toSectionName(name);
  if (await isSectionNameTaken(firestore, names.nameLower, id)) throw new SectionNameTakenError();
  await updateDoc(sectionDoc(firestore, id), {
    ...names,
    ...orders,
    updatedAtTimestamp: Date.now(),
    updatedAt: serverTimestamp(),
  });
}
