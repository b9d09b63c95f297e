import { serverTimestamp, updateDoc } from 'firebase/firestore';
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
export async function updateSection({ id, name, ...orders }: UpdateSectionInput): Promise<void> {
  const names = toSectionName(name);
  if (await isSectionNameTaken(names.nameLower, id)) throw new SectionNameTakenError();
  await updateDoc(sectionDoc(id), {
    ...names,
    ...orders,
    updatedAtTimestamp: Date.now(),
    updatedAt: serverTimestamp(),
  });
}
