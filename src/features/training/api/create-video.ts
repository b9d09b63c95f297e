import { addDoc, serverTimestamp, type Firestore } from 'firebase/firestore';
import type { VideoValues } from '../model/schemas';
import { videosRef } from './collections';

/** Fields of a new video: text, https Vimeo link, categoryIds and their {id, name} copies. */
export type CreateVideoInput = VideoValues;

export async function createVideo(firestore: Firestore, input: CreateVideoInput): Promise<string> {
  const ref = await addDoc(videosRef(firestore), {
    ...input,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}
