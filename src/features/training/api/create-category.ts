import { addDoc, getDocs, query, serverTimestamp, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { lastCategoryByOrder } from '../fixedQueries';
import { toCategoryName } from '../model/schemas';
import { trainingVideoCategoriesCollection } from '@/data/training';
import { isCategoryNameTaken } from './category-name-taken';
import { CategoryNameTakenError } from './errors';

export interface CreateCategoryInput {
  name: string;
}

/** Highest stored order + 1, or 1 for the first category (spec 02 §4). Reads one document. */
async function nextOrder(firestore: Firestore): Promise<number> {
  const snapshot = await getDocs(
    query(trainingVideoCategoriesCollection(firestore), ...constraintsOf(lastCategoryByOrder, {})),
  );
  const top = snapshot.docs[0]?.data().order;
  return typeof top === 'number' ? top + 1 : 1;
}

/**
 * Creates a category at the end of the list. Throws CategoryNameTakenError for a duplicate name.
 * Two admins creating at the same instant could both pass the checks; for a handful of categories
 * managed by two roles that is accepted (a duplicate is renamed, an order tie is fixed by Reorder).
 */
export async function createCategory(
  firestore: Firestore,
  input: CreateCategoryInput,
): Promise<string> {
  const names = toCategoryName(input.name);
  if (await isCategoryNameTaken(firestore, names.nameLower)) throw new CategoryNameTakenError();
  const ref = await addDoc(trainingVideoCategoriesCollection(firestore), {
    ...names,
    order: await nextOrder(firestore),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}
