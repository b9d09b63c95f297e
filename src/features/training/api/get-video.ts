import { getDoc, type Firestore } from 'firebase/firestore';
import type { TrainingVideo } from '../model/types';
import { videoDoc } from './collections';

/** One video, or null when it does not exist. */
export async function getVideo(firestore: Firestore, id: string): Promise<TrainingVideo | null> {
  const snapshot = await getDoc(videoDoc(firestore, id));
  const data = snapshot.data();
  return data ? { ...data, id: snapshot.id } : null;
}
