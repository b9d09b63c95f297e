import { serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import type { VideoValues } from '../model/schemas';
import { trainingVideoDoc } from '@/data/training';

export type UpdateVideoInput = VideoValues & { id: string };

export async function updateVideo(
  firestore: Firestore,
  { id, ...values }: UpdateVideoInput,
): Promise<void> {
  await updateDoc(trainingVideoDoc(firestore, id), { ...values, updatedAt: serverTimestamp() });
}
