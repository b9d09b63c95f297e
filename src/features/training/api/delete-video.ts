import { deleteDoc } from 'firebase/firestore';
import { videoDoc } from './collections';

export async function deleteVideo(id: string): Promise<void> {
  await deleteDoc(videoDoc(id));
}
