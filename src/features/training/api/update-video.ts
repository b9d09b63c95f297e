import { serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import type { VideoValues } from '../model/schemas';
import { videoDoc } from './collections';

export type UpdateVideoInput = VideoValues & { id: string };

export async function updateVideo(
  firestore: Firestore,
  { id, ...values }: UpdateVideoInput,
): Promise<void> {
  await updateDoc(videoDoc(firestore, id), { ...values, updatedAt: serverTimestamp() });
}
