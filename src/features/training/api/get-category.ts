import { getDoc, type Firestore } from 'firebase/firestore';
import type { VideoCategory } from '../model/types';
import { trainingVideoCategoryDoc } from '@/data/training';

/** One category, or null when it does not exist. */
export async function getCategory(firestore: Firestore, id: string): Promise<VideoCategory | null> {
  const snapshot = await getDoc(trainingVideoCategoryDoc(firestore, id));
  const data = snapshot.data();
  return data ? { ...data, id: snapshot.id } : null;
}
