import { getDoc, type Firestore } from 'firebase/firestore';
import type { TrainingVideo } from '../model/types';
import { trainingVideoDoc } from '@/data/training';

/** One video, or null when it does not exist. */
export async function getVideo(firestore: Firestore, id: string): Promise<TrainingVideo | null> {
  const snapshot = await getDoc(trainingVideoDoc(firestore, id));
  const data = snapshot.data();
  return data ? { ...data, id: snapshot.id } : null;
}
