import { deleteDoc, type Firestore } from 'firebase/firestore';
import { deleteObject, ref } from 'firebase/storage';
import { getStorageOrNull } from '@/lib/firebase';
import type { MysteryShopperFile } from '../../model/types';
import { reportDoc, reportFilesFolder } from './collections';

/**
 * Deletes a report, then its attachments (best effort: a file left behind costs storage, not
 * correctness, and the report is what the user asked to remove).
 */
export async function deleteMysteryShopperReport(
  firestore: Firestore,
  id: string,
  files: readonly MysteryShopperFile[],
): Promise<void> {
  await deleteDoc(reportDoc(firestore, id));
  const storage = getStorageOrNull();
  if (!storage) return;
  await Promise.allSettled(
    files.map((file) =>
      deleteObject(ref(storage, file.path ?? `${reportFilesFolder(id)}/${file.name}`)),
    ),
  );
}
