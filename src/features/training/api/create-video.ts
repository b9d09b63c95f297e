import { addDoc, serverTimestamp, type Firestore } from 'firebase/firestore';
import type { VideoValues } from '../model/schemas';
import { trainingVideosCollection } from '@/data/training';

/** Fields of a new video: text, https Vimeo link, categoryIds and their {id, name} copies. */
export type CreateVideoInput = VideoValues;

export async function createVideo(firestore: Firestore, input: CreateVideoInput): Promise<string> {
  const ref = await addDoc(trainingVideosCollection(firestore), {
    ...input,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}
