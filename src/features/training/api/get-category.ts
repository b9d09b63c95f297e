import { getDoc } from 'firebase/firestore';
import type { VideoCategory } from '../model/types';
import { categoryDoc } from './collections';

/** One category, or null when it does not exist. */
export async function getCategory(id: string): Promise<VideoCategory | null> {
  const snapshot = await getDoc(categoryDoc(id));
  const data = snapshot.data();
  return data ? { ...data, id: snapshot.id } : null;
}
