import { deleteDoc, type Firestore } from 'firebase/firestore';
import { trainingVideoDoc } from '@/data/training';

export async function deleteVideo(firestore: Firestore, id: string): Promise<void> {
  await deleteDoc(trainingVideoDoc(firestore, id));
}
