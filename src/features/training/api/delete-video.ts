import { deleteDoc, type Firestore } from 'firebase/firestore';
import { videoDoc } from './collections';

export async function deleteVideo(firestore: Firestore, id: string): Promise<void> {
  await deleteDoc(videoDoc(firestore, id));
}
