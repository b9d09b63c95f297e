import { serverTimestamp, updateDoc } from 'firebase/firestore';
import type { VideoValues } from '../model/schemas';
import { videoDoc } from './collections';

export type UpdateVideoInput = VideoValues & { id: string };

export async function updateVideo({ id, ...values }: UpdateVideoInput): Promise<void> {
  await updateDoc(videoDoc(id), { ...values, updatedAt: serverTimestamp() });
}
